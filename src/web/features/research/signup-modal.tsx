import { Link } from 'react-router';
import { Modal } from '../../components/modal';
import { loginPath } from '../../lib/auth-paths';
import { SignupForm } from '../../components/signup-form';
import { paths } from '../../lib/paths';

export const SIGNUP_MODAL_TITLE = 'Create a Free Account to Continue';

/**
 * A visitor who submits the research form signs up here, inline; the kept form then runs
 * (docs/product.md#submitting-the-form). The first report is free.
 */
export function SignupModal({
  open,
  onClose,
  onSignedUp,
}: {
  open: boolean;
  onClose: () => void;
  onSignedUp: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={SIGNUP_MODAL_TITLE}
      description="Your first Rental Value Report is free. Your listing details are kept: the report runs as soon as your account exists."
      size="lg"
    >
      <SignupForm onSignedUp={onSignedUp} />
      <p className="mt-4 text-sm text-slate-700">
        Already have an account?{' '}
        <Link
          to={loginPath({ redirect: `${paths.research}?action=run_report` })}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Log in
        </Link>{' '}
        and your report runs right after.
      </p>
    </Modal>
  );
}
