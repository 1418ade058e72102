import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Modal } from '../../components/modal';
import { loginPath } from '../../lib/auth-paths';
import { SignupForm } from '../../components/signup-form';
import { paths } from '../../lib/paths';

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
  const { _ } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={_('research.signup.title')}
      description={_('research.signup.description')}
      size="lg"
    >
      <SignupForm onSignedUp={onSignedUp} />
      <p className="mt-4 text-sm text-slate-700">
        <Trans
          id="research.signup.login"
          components={{
            0: (
              <Link
                to={loginPath({ redirect: `${paths.research}?action=run_report` })}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              />
            ),
          }}
        />
      </p>
    </Modal>
  );
}
