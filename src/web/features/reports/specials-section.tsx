import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { ReportSpecials } from '#core/api/reports';
import { specialsTexts } from '#core/valuation/specials-texts';
import { cardClass, sectionHeadingClass } from '../../components/report-styles';
import { useLanguage } from '../../lib/use-language';

// "What you would pay" (docs/product.md#move-in-specials): the asking rent, the net effective rent once the move-in
// special and the monthly fees are counted, and the whole lease's cost, with the arithmetic spelled out. Nothing
// without specials. The texts are core specialsTexts in the page's language (whole dollars; the net effective rent
// keeps its cents).

export function SpecialsSection({ specials, askingRent }: { specials: ReportSpecials | null; askingRent: number }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const headingId = useId();
  if (!specials) return null;
  const texts = specialsTexts(askingRent, specials, language);
  return (
    <section aria-labelledby={headingId} data-specials className={cardClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {_('reports.specials.heading')}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <Figure term={_('reports.rent.asking')} value={texts.askingRent} />
        <Figure term={_('reports.rent.netEffective')} value={texts.netEffectiveRent} strong />
        <Figure term={texts.leaseTotalTerm} value={texts.leaseTotal} />
      </dl>
      <ul className="mt-4 space-y-1 text-sm text-slate-700">
        <li>{texts.concession}</li>
        <li>{texts.fees}</li>
        <li>{texts.formula}</li>
      </ul>
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
