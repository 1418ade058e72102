import { SimplePage } from '../../components/simple-page';

export function HowToPage() {
  return (
    <SimplePage title="How to Use RentValue" seoTitle="How to Use">
      <p>A guide to getting the most from RentValue: entering a listing, reading your Rental Value Report and comparing properties.</p>
    </SimplePage>
  );
}
