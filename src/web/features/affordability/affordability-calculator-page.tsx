import { SimplePage } from '../../components/simple-page';

export function AffordabilityCalculatorPage() {
  return (
    <SimplePage title="Rent Affordability Calculator">
      <p>Estimate a comfortable monthly rent from your income. Landlords commonly look for an income of 2.5 to 3 times the monthly rent.</p>
    </SimplePage>
  );
}
