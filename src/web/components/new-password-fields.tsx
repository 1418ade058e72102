import { useLingui } from '@lingui/react';
import { passwordHint } from '../lib/auth-texts';
import { TextField } from './field';

type FieldBinding = Omit<Parameters<typeof TextField>[0], 'label'>;

/**
 * A new password and its confirmation, as the sign-up form and the update-password page ask for them (the
 * password rules: docs/product.md#sign-up). Each takes its field's binding (`feedback.field('password')`).
 */
export function NewPasswordFields({
  password,
  confirmPassword,
}: {
  password: FieldBinding;
  confirmPassword: FieldBinding;
}) {
  const { _ } = useLingui();
  return (
    <>
      <TextField
        label={_('components.password.label')}
        type="password"
        autoComplete="new-password"
        hint={passwordHint(_)}
        required
        {...password}
      />
      <TextField
        label={_('components.password.confirm')}
        type="password"
        autoComplete="new-password"
        required
        {...confirmPassword}
      />
    </>
  );
}
