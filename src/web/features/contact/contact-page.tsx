import { SimplePage } from '../../components/simple-page';

export function ContactPage() {
  return (
    <SimplePage title="Contact Us">
      <p>Questions about a report, your plan or a refund? This is where you reach the RentValue team.</p>
    </SimplePage>
  );
}
