import { SimplePage } from '../../components/simple-page';

export function LoginPage() {
  return (
    <SimplePage title="Log In" seoTitle="Login" noindex>
      <p>Log in to your RentValue account to run Rental Value Reports, see your search history and compare the properties you have researched.</p>
    </SimplePage>
  );
}
