import { useId } from 'react';
import type { ReportRenewal, ReportValuation } from '#core/api/reports';
import { formatUsd } from '#core/primitives/format';
import { cardClass, sectionHeadingClass } from '../../components/report-styles';

// The renewal check (docs/product.md#renewal-check). The offer against the renter's current rent (dollars and
// percent), against the market for this unit (the report's expected range), and, in a state with a statewide cap,
// against that cap with the law's name, its link and the caveat that local rules and exemptions apply.

export const RENEWAL_SECTION_HEADING = 'Your renewal offer';

const VERDICT_TEXT = {
  within: 'Within the statewide cap',
  over: 'Above the statewide cap',
  depends: 'Depends on the regional inflation figure',
} as const;

const VERDICT_STYLE = {
  within: 'bg-emerald-100 text-emerald-900',
  over: 'bg-red-100 text-red-900',
  depends: 'bg-amber-100 text-amber-950',
} as const;

function marketText(renewal: ReportRenewal, valuation: ReportValuation): string {
  const { minPrice, maxPrice, marketPrice } = valuation;
  if (minPrice === null || maxPrice === null || marketPrice === null) {
    return 'There were too few comparable rentals to judge the offer against the market.';
  }
  const range = `${formatUsd(minPrice)}–${formatUsd(maxPrice)}`;
  if (renewal.offeredRent > maxPrice) {
    return `The offer is ${formatUsd(renewal.offeredRent - maxPrice)} above the expected range for this unit (${range}, expected ${formatUsd(marketPrice)}).`;
  }
  if (renewal.offeredRent < minPrice) {
    return `The offer is ${formatUsd(minPrice - renewal.offeredRent)} below the expected range for this unit (${range}): a good deal for the market.`;
  }
  return `The offer is within the expected range for this unit (${range}, expected ${formatUsd(marketPrice)}).`;
}

export function RenewalSection({ renewal, valuation }: { renewal: ReportRenewal | null; valuation: ReportValuation }) {
  const headingId = useId();
  if (!renewal) return null;
  const { cap } = renewal;
  const sign = renewal.increaseDollars >= 0 ? '+' : '−';
  return (
    <section aria-labelledby={headingId} data-renewal className={cardClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {RENEWAL_SECTION_HEADING}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure term="Current rent" value={`${formatUsd(renewal.currentRent)}/mo`} />
        <Figure term="Offered rent" value={`${formatUsd(renewal.offeredRent)}/mo`} />
        <Figure
          term="Increase"
          wide
          value={`${sign}${formatUsd(Math.abs(renewal.increaseDollars))} (${sign}${Math.abs(renewal.increasePercent).toFixed(2)}%)`}
        />
      </dl>
      <p className="mt-4 text-slate-800">{marketText(renewal, valuation)}</p>
      {cap ? (
        <div data-rent-cap className="mt-4 rounded-lg border border-slate-200 bg-slate-50/60 p-4">
          <p className="flex flex-wrap items-center gap-2">
            <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${VERDICT_STYLE[cap.verdict]}`}>
              {VERDICT_TEXT[cap.verdict]}
            </span>
            <a
              href={cap.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {cap.lawName}
            </a>
          </p>
          <p className="mt-2 text-slate-800">{cap.summary}</p>
          <p className="mt-1 text-sm text-slate-700">The rule: {cap.formula}.</p>
          <p className="mt-2 text-sm text-slate-700">{cap.caveat}</p>
          <p className="mt-2 text-xs text-slate-600">
            Checked against the official sources on {cap.checkedOn}. This is general information, not legal advice.
          </p>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          This state has no statewide limit on rent increases; a city or county may have its own, and your lease may set
          terms.
        </p>
      )}
    </section>
  );
}

function Figure({ term, value, wide = false }: { term: string; value: string; wide?: boolean }) {
  return (
    <div className={`rounded-lg border border-slate-200 bg-slate-50/60 p-3 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 text-lg font-bold text-slate-900">{value}</dd>
    </div>
  );
}
