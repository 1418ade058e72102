import { SimplePage } from '../../components/simple-page';

export function ApplyPage() {
  return (
    <SimplePage title="How to Apply for a Rental" seoTitle="Apply">
      <p>A step-by-step guide to applying for a rental with confidence, in five parts: Get Prepared, Do The Research, Visit In-Person, Negotiate with Data, and Ask and Sign.</p>
    </SimplePage>
  );
}
