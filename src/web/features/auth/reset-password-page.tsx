import { SimplePage } from '../../components/simple-page';

export function ResetPasswordPage() {
  return (
    <SimplePage title="Reset Your Password" seoTitle="Reset Password">
      <p>Forgotten your password? Request a reset link here, and we will email it to the address on your account.</p>
    </SimplePage>
  );
}
