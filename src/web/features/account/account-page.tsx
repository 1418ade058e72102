import { SimplePage } from '../../components/simple-page';

export function AccountPage() {
  return (
    <SimplePage title="Account Dashboard" seoTitle="Account">
      <p>Your account at a glance: your details, the number of Rental Value Reports you have run, your plan status and your search history.</p>
    </SimplePage>
  );
}
