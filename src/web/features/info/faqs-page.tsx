import { SimplePage } from '../../components/simple-page';

export function FaqsPage() {
  return (
    <SimplePage title="Frequently Asked Questions" seoTitle="FAQs">
      <p>Answers to common questions about Rental Value Reports, the Value Score, plans and payments, and your account.</p>
    </SimplePage>
  );
}
