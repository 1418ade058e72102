import { useId, type ReactNode } from 'react';
import { COMPS_LOOKBACK_MONTHS } from '#core/constants';

// "What's a Rental Value Report" (docs/product.md#the-research-page): shown to visitors and to users
// who have not run a report yet.

export const EXPLAINER_TITLE = "What's a Rental Value Report?";

const POINTS: readonly { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'A Value Score from 1 to 10',
    text: 'One number that says how fairly the listing is priced: the higher the score, the better the value.',
    icon: <path d="M4 17V11M10 17V5M16 17V8" />,
  },
  {
    title: 'An expected price range',
    text: `What similar rentals nearby went for in the past ${COMPS_LOOKBACK_MONTHS} months, with the asking rent placed against it.`,
    icon: <path d="M3 10h14M6 6l-3 4 3 4M14 6l3 4-3 4" />,
  },
  {
    title: 'Charts and comparables',
    text: 'Size and price-per-square-foot charts, and a table of the comparable rentals behind the numbers.',
    icon: <path d="M3 4h14v12H3zM3 8h14M3 12h14M8 4v12" />,
  },
  {
    title: 'A written evaluation',
    text: 'A short summary of what the numbers mean for this listing, and what to ask or negotiate.',
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
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-6 ${className}`}
    >
      <Heading id={headingId} className="text-lg font-bold text-slate-900">
        {EXPLAINER_TITLE}
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
              <p className="font-semibold text-slate-900">{point.title}</p>
              <p className="mt-0.5 text-sm leading-relaxed text-slate-700">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-5 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
        Your first report is free.
      </p>
    </section>
  );
}
