import { useLingui } from '@lingui/react';
import { STARS_OUT_OF, starRating } from '#core/compare/compare-labels';

const STAR_PATH = 'M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8L10 1.6z';

function Star({ fill }: { fill: 'full' | 'half' | 'empty' }) {
  return (
    <span className="relative inline-block size-4">
      <svg
        viewBox="0 0 20 20"
        className="absolute inset-0 size-4 text-slate-300"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d={STAR_PATH} />
      </svg>
      {fill === 'empty' ? null : (
        // A half star is the full star cut at half its width.
        <span className={`absolute inset-y-0 left-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}>
          <svg
            viewBox="0 0 20 20"
            className="size-4 text-amber-500"
            fill="currentColor"
            aria-hidden="true"
            focusable="false"
          >
            <path d={STAR_PATH} />
          </svg>
        </span>
      )}
    </span>
  );
}

/**
 * A condition or amenities level as stars out of 3 (docs/product.md#comparison-table), read out as "2.5 out of 3
 * stars".
 */
export function StarRating({ level }: { level: number }) {
  const { _ } = useLingui();
  const { full, half, empty } = starRating(level);
  const stars = [
    ...Array.from({ length: full }, () => 'full' as const),
    ...Array.from({ length: half }, () => 'half' as const),
    ...Array.from({ length: empty }, () => 'empty' as const),
  ];
  return (
    <span className="inline-flex items-center gap-0.5">
      {stars.map((fill, index) => (
        <Star key={index} fill={fill} />
      ))}
      <span className="sr-only">{_('compare.stars', { level, outOf: STARS_OUT_OF })}</span>
    </span>
  );
}
