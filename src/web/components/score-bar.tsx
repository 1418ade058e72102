import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { formatScore } from '#core/primitives/format';
import { scoreBarPosition, scoreColor } from '#core/report/score-bar';

// The Value Score bar (docs/product.md#how-the-score-is-shown): the marker at (score - 1) / 9, its colour hue 0 to 120.
// Drawn in SVG so the marker's position and colour are attributes: the Content-Security-Policy
// allows no inline styles.

const WIDTH = 240;
const HEIGHT = 20;
const INSET = 10; // keeps the marker whole at both ends
const GRADIENT_STOPS = [0, 0.25, 0.5, 0.75, 1];

export function ScoreBar({ score, className = 'w-full' }: { score: number; className?: string }) {
  const { _ } = useLingui();
  const gradientId = useId();
  const x = INSET + scoreBarPosition(score) * (WIDTH - 2 * INSET);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={className}
      role="img"
      aria-label={_('components.scoreBar.label', { score: formatScore(score) })}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" x2="1" y1="0" y2="0">
          {GRADIENT_STOPS.map((stop) => (
            <stop key={stop} offset={stop} stopColor={`hsl(${stop * 120}, 75%, 45%)`} />
          ))}
        </linearGradient>
      </defs>
      <rect x={INSET} y={7} width={WIDTH - 2 * INSET} height={6} rx={3} fill={`url(#${gradientId})`} />
      <circle
        cx={x}
        cy={HEIGHT / 2}
        r={8}
        fill={scoreColor(score)}
        stroke="#fff"
        strokeWidth={3}
        className="motion-safe:transition-[cx,fill] motion-safe:duration-700 motion-safe:ease-out"
      />
    </svg>
  );
}
