import { Link, useSearchParams } from 'react-router';
import { COMPARE_MAX, COMPARE_MIN } from '../../../core/constants';
import { buttonClass } from '../../components/button-styles';
import { SimplePage } from '../../components/simple-page';
import { parseCompareIds, paths } from '../../paths';

export function ComparePage() {
  const [searchParams] = useSearchParams();
  const ids = parseCompareIds(searchParams);

  if (ids.length === 0) {
    return (
      <SimplePage title="Compare Properties" seoTitle="Compare">
        <p>You need at least two Rental Value Reports to compare properties side by side.</p>
        <p>
          <Link to={paths.research} className={buttonClass('primary', 'lg')}>
            Research a Property
          </Link>
        </p>
      </SimplePage>
    );
  }

  return (
    <SimplePage title="Compare Properties" seoTitle="Compare">
      <p>
        Compare up to {COMPARE_MAX} researched properties side by side: rent, Value Score, size, price per square foot, condition
        and amenities.
      </p>
      {ids.length < COMPARE_MIN && (
        <p>A comparison needs at least {COMPARE_MIN} properties; choose one more from your Rental Value Reports.</p>
      )}
    </SimplePage>
  );
}
