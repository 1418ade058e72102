import { PASSWORD_HINT } from '../lib/auth-texts';
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
  return (
    <>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        required
        {...password}
      />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" required {...confirmPassword} />
    </>
  );
}
