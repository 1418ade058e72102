import { SimplePage } from '../../components/simple-page';

export function LearnMorePage() {
  return (
    <SimplePage title="Our Mission" seoTitle="Learn More">
      <p>RentValue exists so that renters in the United States can tell whether a listing is priced fairly before they sign, by judging the asking rent against comparable rentals from the past 12 months.</p>
    </SimplePage>
  );
}
