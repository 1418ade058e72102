import { useId } from 'react';
import type { ReportSpecials } from '#core/api/reports';
import { formatUsd, formatUsdCents } from '#core/format';
import { CONCESSION_KIND_OPTIONS, MONTHLY_FEES } from '#core/move-in-specials';
import { cardClass, sectionHeadingClass } from './report-styles';

// Issue 15 §2: "What you would pay": the asking rent, the net effective rent once the move-in special and the monthly
// fees are counted, and the whole lease's cost, with the arithmetic spelled out. Nothing without specials.

export const SPECIALS_SECTION_HEADING = 'What you would really pay';

function concessionText(specials: ReportSpecials): string {
  const amount = specials.concessionAmount;
  switch (specials.concessionKind) {
    case 'weeks':
      return `${amount} ${amount === 1 ? 'week' : 'weeks'} free`;
    case 'months':
      return `${amount} ${amount === 1 ? 'month' : 'months'} free`;
    case 'dollars':
      return `${formatUsd(amount)} off`;
    default:
      return CONCESSION_KIND_OPTIONS[0]!.label;
  }
}

export function SpecialsSection({ specials, askingRent }: { specials: ReportSpecials | null; askingRent: number }) {
  const headingId = useId();
  if (!specials) return null;
  const fees = MONTHLY_FEES.filter((fee) => specials.fees[fee.key] > 0);
  return (
    <section aria-labelledby={headingId} data-specials className={cardClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {SPECIALS_SECTION_HEADING}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <Figure term="Asking rent" value={`${formatUsd(askingRent)}/mo`} />
        <Figure term="Net effective rent" value={`${formatUsdCents(specials.netEffectiveRent)}/mo`} strong />
        <Figure term={`Total for the ${specials.leaseMonths}-month lease`} value={formatUsdCents(specials.leaseTotal)} />
      </dl>
      <ul className="mt-4 space-y-1 text-sm text-slate-700">
        <li>
          Move-in special: {concessionText(specials)}
          {specials.concession > 0 ? `, worth ${formatUsdCents(specials.concession)} over the lease` : ''}.
        </li>
        <li>
          Monthly fees:{' '}
          {fees.length > 0
            ? `${fees.map((fee) => `${fee.label.toLowerCase()} ${formatUsdCents(specials.fees[fee.key])}`).join(', ')} (${formatUsdCents(specials.monthlyFees)} a month).`
            : 'none.'}
        </li>
        <li>
          Net effective rent = ({formatUsd(askingRent)} × {specials.leaseMonths} − {formatUsdCents(specials.concession)}) ÷{' '}
          {specials.leaseMonths} + {formatUsdCents(specials.monthlyFees)} = {formatUsdCents(specials.netEffectiveRent)}. The Value Score is
          computed on this figure.
        </li>
      </ul>
    </section>
  );
}

function Figure({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={`rounded-lg border p-3 ${strong ? 'border-brand-300 bg-brand-50' : 'border-slate-200 bg-slate-50/60'}`}>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}
