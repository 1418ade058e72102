import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { fieldRequired } from '#core/messages';
import { buttonClass } from '../../components/button-styles';
import { ErrorAlert, TextField } from '../../components/form-controls';
import { Modal } from '../../components/modal';
import { errorMessage } from '../../lib/error-message';
import { useFormError } from '../../lib/use-form-error';
import { deleteAccount } from './account-api';

export const DELETE_ACCOUNT_TITLE = 'Delete your account?';

/** Asks for the password before deleting the account for good. */
export function DeleteAccountDialog({ open, onClose, onDeleted }: { open: boolean; onClose: () => void; onDeleted: () => void }) {
  const passwordRef = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      initialFocusRef={passwordRef}
      title={DELETE_ACCOUNT_TITLE}
      description="This permanently deletes your account, your Rental Value Reports and your search history. It cannot be undone."
    >
      <DeleteAccountForm onCancel={onClose} onDeleted={onDeleted} passwordRef={passwordRef} />
    </Modal>
  );
}

function DeleteAccountForm({
  onCancel,
  onDeleted,
  passwordRef,
}: {
  onCancel: () => void;
  onDeleted: () => void;
  passwordRef: RefObject<HTMLInputElement | null>;
}) {
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const formError = useFormError();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (password === '') {
      formError.show(fieldRequired('Password'));
      passwordRef.current?.focus();
      return;
    }
    formError.clear();
    setSubmitting(true);
    try {
      await deleteAccount(password);
      onDeleted();
    } catch (error) {
      formError.show(errorMessage(error));
      setSubmitting(false);
      passwordRef.current?.focus();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <TextField
        label="Enter your password to confirm"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        required
        inputRef={passwordRef}
      />
      {formError.error ? <ErrorAlert key={formError.error.key}>{formError.error.message}</ErrorAlert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass('ghost')}>
          Cancel
        </button>
        <button type="submit" disabled={submitting} className={buttonClass('danger')}>
          {submitting ? 'Deleting...' : 'Delete my account'}
        </button>
      </div>
    </form>
  );
}
