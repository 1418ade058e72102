import { useParams } from 'react-router';
import { SimplePage } from '../../components/simple-page';

export function ReportPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <SimplePage title="Rental Value Report" noindex>
      <p>
        A saved Rental Value Report: the Value Score, the expected price range, size and price-per-square-foot charts,
        the comparable rentals and an evaluation summary for one listing.
      </p>
      {id && <p className="text-base text-slate-600">Report reference: {id}</p>}
    </SimplePage>
  );
}
