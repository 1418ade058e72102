import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { deleteAccountSchema, type DeleteAccountForm as DeleteAccountData } from '#core/account/auth-forms';
import { FormBanner } from '../../components/alerts';
import { buttonClass } from '../../components/button-styles';
import { TextField } from '../../components/field';
import { Modal } from '../../components/modal';
import { SubmitButton } from '../../components/submit-button';
import { CHECK_ON_SUBMIT, useFormFeedback } from '../../lib/use-form-feedback';
import { deleteAccount } from '../../lib/account-api';

/** Asks for the password before deleting the account for good. */
export function DeleteAccountDialog({
  open,
  onClose,
  onDeleted,
}: {
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { _ } = useLingui();
  const passwordRef = useRef<HTMLInputElement | null>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      initialFocusRef={passwordRef}
      title={_('account.delete.title')}
      description={_('account.delete.description')}
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
  passwordRef: { current: HTMLInputElement | null };
}) {
  const { _ } = useLingui();
  const form = useForm({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
    ...CHECK_ON_SUBMIT,
  });
  const feedback = useFormFeedback(form, { order: ['password'], focusOnFailure: 'password' });
  const { ref, ...password } = feedback.field('password');

  const confirm = async (data: DeleteAccountData) => {
    await deleteAccount(data.password);
    onDeleted();
  };

  return (
    <form noValidate onSubmit={feedback.send(confirm)} className="space-y-4">
      <TextField
        label={_('account.delete.password')}
        type="password"
        autoComplete="current-password"
        required
        {...password}
        ref={(element) => {
          ref(element);
          passwordRef.current = element;
        }}
      />
      <FormBanner {...feedback.bannerProps} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass('ghost')}>
          {_('account.delete.cancel')}
        </button>
        <SubmitButton busy={feedback.busy} busyLabel={_('account.delete.busy')} variant="danger" className="">
          {_('account.delete.confirm')}
        </SubmitButton>
      </div>
    </form>
  );
}
