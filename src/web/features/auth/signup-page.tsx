import { SimplePage } from '../../components/simple-page';

export function SignupPage() {
  return (
    <SimplePage title="Create Your Account" seoTitle="Sign Up">
      <p>Create a free RentValue account to research rentals. Your first Rental Value Report is free.</p>
    </SimplePage>
  );
}
