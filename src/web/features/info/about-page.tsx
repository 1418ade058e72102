import { SimplePage } from '../../components/simple-page';

export function AboutPage() {
  return (
    <SimplePage title="About Us">
      <p>{"RentValue is a research tool for renters in the United States. It compares a listing's asking rent with comparable rentals of the past 12 months and explains what it finds in plain words."}</p>
    </SimplePage>
  );
}
