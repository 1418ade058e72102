import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import { COMPS_LOOKBACK_MONTHS } from '#core/constants';

// "What's a Rental Value Report" (docs/product.md#the-research-page): shown to visitors and to users
// who have not run a report yet.

/** Each point's title and text are message ids of research/messages. */
const POINTS: readonly { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'research.explainer.score.title',
    text: 'research.explainer.score.text',
    icon: <path d="M4 17V11M10 17V5M16 17V8" />,
  },
  {
    title: 'research.explainer.range.title',
    text: 'research.explainer.range.text',
    icon: <path d="M3 10h14M6 6l-3 4 3 4M14 6l3 4-3 4" />,
  },
  {
    title: 'research.explainer.charts.title',
    text: 'research.explainer.charts.text',
    icon: <path d="M3 4h14v12H3zM3 8h14M3 12h14M8 4v12" />,
  },
  {
    title: 'research.explainer.evaluation.title',
    text: 'research.explainer.evaluation.text',
    icon: <path d="M5 3h7l3 3v11H5zM8 9h5M8 12h5M8 15h3" />,
  },
];

export type RentalValueReportExplainerProps = {
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

export function RentalValueReportExplainer({
  headingLevel: Heading = 'h2',
  className = '',
}: RentalValueReportExplainerProps) {
  const { _ } = useLingui();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-6 ${className}`}
    >
      <Heading id={headingId} className="text-lg font-bold text-slate-900">
        {_('research.explainer.title')}
      </Heading>
      <ul className="mt-4 space-y-4">
        {POINTS.map((point) => (
          <li key={point.title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-brand-100">
              <svg
                aria-hidden="true"
                focusable="false"
                viewBox="0 0 20 20"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.75"
                strokeLinecap="round"
                strokeLinejoin="round"
                className="size-5"
              >
                {point.icon}
              </svg>
            </span>
            <div>
              <p className="font-semibold text-slate-900">{_(point.title)}</p>
              <p className="mt-0.5 text-sm leading-relaxed text-slate-700">
                {_(point.text, { months: COMPS_LOOKBACK_MONTHS })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-5 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
        {_('research.explainer.free')}
      </p>
    </section>
  );
}
