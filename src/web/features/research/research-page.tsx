import { SimplePage } from '../../components/simple-page';

export function ResearchPage() {
  return (
    <SimplePage title="Research a Rental" seoTitle="Research">
      <p>
        Enter a rental listing (its address, asking rent, size, condition and amenities) and RentValue judges the rent
        against comparable rentals from the past 12 months.
      </p>
      <p>Three steps: enter the details, review your Rental Value Report, then compare it with other listings.</p>
    </SimplePage>
  );
}
