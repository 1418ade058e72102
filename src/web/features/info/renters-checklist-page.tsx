import { SimplePage } from '../../components/simple-page';

export function RentersChecklistPage() {
  return (
    <SimplePage title="Renter's Checklist">
      <p>The things to check before, during and after a viewing, so nothing is missed before you sign a lease.</p>
    </SimplePage>
  );
}
