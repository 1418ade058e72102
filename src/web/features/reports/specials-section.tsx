import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { ReportView } from '#core/api/reports';
import { totalAgainstBenchmark } from '#core/report/fees-verdict';
import { specialsTexts } from '#core/valuation/specials-texts';
import { cardClass, sectionHeadingClass } from '../../components/report-styles';
import { useCoreText } from '../../lib/core-messages';
import { useLanguage } from '../../lib/use-language';

// "What you would really pay" (docs/product.md#move-in-specials, decision 090): the asking rent and the total monthly
// cost side by side, with the cost over the lease; then the move-in special, the fees, the utilities and the move-in
// costs, how fees are treated against the comparables, the total against the official figures (which count
// utilities), and the arithmetic. Nothing without specials. The texts are core's in the page's language.

export function SpecialsSection({ report }: { report: Pick<ReportView, 'specials' | 'listing' | 'benchmarks'> }) {
  const { _ } = useLingui();
  const core = useCoreText();
  const language = useLanguage();
  const headingId = useId();
  const { specials } = report;
  if (!specials) return null;
  const texts = specialsTexts(report.listing.rent, specials, language);
  const figure = report.benchmarks?.figures[0] ?? null;
  const againstBenchmark = totalAgainstBenchmark(
    {
      totalMonthlyCost: specials.totalMonthlyCost,
      utilitiesCounted: specials.ownUtilities > 0 || specials.fees.utilitiesFee > 0,
      benchmark: figure ? { name: core(figure.name), rent: figure.rent } : null,
    },
    language,
  );
  return (
    <section aria-labelledby={headingId} data-specials className={cardClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {_('reports.specials.heading')}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <Figure term={_('reports.rent.asking')} value={texts.askingRent} />
        <Figure term={_('reports.specials.totalMonthlyCost')} value={texts.totalMonthlyCost} strong />
        <Figure term={texts.leaseTotalTerm} value={texts.leaseTotal} />
      </dl>
      <ul className="mt-4 space-y-1 text-sm text-slate-700">
        {texts.concession ? <li>{texts.concession}</li> : null}
        <li>{texts.fees}</li>
        <li>{texts.utilities}</li>
        {texts.moveIn ? <li>{texts.moveIn}</li> : null}
      </ul>
      <p data-fees-treatment className="mt-3 text-sm text-slate-800">
        {texts.treatment}
      </p>
      {againstBenchmark ? <p className="mt-2 text-sm text-slate-800">{againstBenchmark}</p> : null}
      <p className="mt-2 text-xs text-slate-600">{texts.formula}</p>
    </section>
  );
}

function Figure({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`rounded-lg border p-3 ${strong ? 'border-brand-300 bg-brand-50' : 'border-slate-200 bg-slate-50/60'}`}
    >
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}
