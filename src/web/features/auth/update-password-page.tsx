import { SimplePage } from '../../components/simple-page';

export function UpdatePasswordPage() {
  return (
    <SimplePage title="Choose a New Password" seoTitle="Update Password">
      <p>After opening the link from your password reset email, you choose and confirm a new password for your account here.</p>
    </SimplePage>
  );
}
