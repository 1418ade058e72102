import { SimplePage } from '../../components/simple-page';

export function DisclaimerPage() {
  return (
    <SimplePage title="Disclaimer" noindex>
      <p>Rental Value Reports are estimates drawn from comparable rentals. This disclaimer explains what they can and cannot tell you, and why they are not financial or legal advice.</p>
    </SimplePage>
  );
}
