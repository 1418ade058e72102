import { Trans, useLingui } from '@lingui/react';
import { useId } from 'react';
import type { ReportRenewal, ReportValuation } from '#core/api/reports';
import { formatUsd } from '#core/primitives/format';
import { rentCapCaveat, rentCapSummary } from '#core/report/rent-increase-caps';
import { rentCapWords } from '#core/report/rent-cap-words';
import { cardClass, sectionHeadingClass } from '../../components/report-styles';
import { shortDate } from '../../lib/short-date';
import { useLanguage } from '../../lib/use-language';
import type { Translate } from './report-texts';

// The renewal check (docs/product.md#renewal-check). The offer against the renter's current rent (dollars and
// percent), against the market for this unit (the report's expected range), and, in a state with a statewide cap,
// against that cap with the law's name, its link and the caveat that local rules and exemptions apply: the figure in
// force for the day (California's by region) and the most the landlord may ask in dollars, with the figure's source,
// or, where RentValue's table has no figure, the bounds in dollars.

const withinCapClass = 'bg-emerald-100 text-emerald-900';
const overCapClass = 'bg-red-100 text-red-900';
const dependsClass = 'bg-amber-100 text-amber-950';
const VERDICT_STYLE = { within: withinCapClass, over: overCapClass, depends: dependsClass } as const;

function marketText(_: Translate, renewal: ReportRenewal, valuation: ReportValuation): string {
  const { minPrice, maxPrice, marketPrice } = valuation;
  if (minPrice === null || maxPrice === null || marketPrice === null) return _('reports.renewal.market.unknown');
  const range = { min: formatUsd(minPrice), max: formatUsd(maxPrice), expected: formatUsd(marketPrice) };
  if (renewal.offeredRent > maxPrice) {
    return _('reports.renewal.market.above', { ...range, difference: formatUsd(renewal.offeredRent - maxPrice) });
  }
  if (renewal.offeredRent < minPrice) {
    return _('reports.renewal.market.below', { ...range, difference: formatUsd(minPrice - renewal.offeredRent) });
  }
  return _('reports.renewal.market.within', range);
}

export function RenewalSection({ renewal, valuation }: { renewal: ReportRenewal | null; valuation: ReportValuation }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const day = (iso: string) => shortDate(iso, language) ?? iso;
  const headingId = useId();
  if (!renewal) return null;
  const { cap } = renewal;
  const sign = renewal.increaseDollars >= 0 ? '+' : '−';
  return (
    <section aria-labelledby={headingId} data-renewal className={cardClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {_('reports.renewal.heading')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure
          term={_('reports.rent.current')}
          value={_('reports.perMonth', { amount: formatUsd(renewal.currentRent) })}
        />
        <Figure
          term={_('reports.rent.offered')}
          value={_('reports.perMonth', { amount: formatUsd(renewal.offeredRent) })}
        />
        <Figure
          term={_('reports.renewal.increase')}
          wide
          value={`${sign}${formatUsd(Math.abs(renewal.increaseDollars))} (${sign}${Math.abs(renewal.increasePercent).toFixed(2)}%)`}
        />
      </dl>
      <p className="mt-4 text-slate-800">{marketText(_, renewal, valuation)}</p>
      {cap ? (
        <div data-rent-cap className="mt-4 rounded-lg border border-slate-200 bg-slate-50/60 p-4">
          <p className="flex flex-wrap items-center gap-2">
            <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${VERDICT_STYLE[cap.verdict]}`}>
              {_('reports.renewal.capVerdict', { verdict: cap.verdict })}
            </span>
            <a
              href={cap.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {rentCapWords(cap.lawName, language)}
            </a>
          </p>
          <p data-rent-cap-summary className="mt-2 text-slate-800">
            {rentCapSummary(
              {
                ...cap,
                increaseDollars: renewal.increaseDollars,
                increasePercent: renewal.increasePercent,
                currentRent: renewal.currentRent,
              },
              language,
            )}
          </p>
          {cap.figureSource ? (
            <p data-rent-cap-source className="mt-1 text-sm text-slate-700">
              <Trans
                id="reports.renewal.figure"
                values={{
                  source: rentCapWords(cap.figureSource.name, language),
                  date: day(cap.figureCheckedOn ?? cap.checkedOn),
                }}
                components={{
                  0: (
                    <a
                      href={cap.figureSource.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand-700 underline underline-offset-2"
                    />
                  ),
                }}
              />
            </p>
          ) : null}
          <p className="mt-1 text-sm text-slate-700">
            {_('reports.renewal.rule', { formula: rentCapWords(cap.formula, language) })}
          </p>
          <p className="mt-2 text-sm text-slate-700">{rentCapCaveat(cap, language)}</p>
          <p className="mt-2 text-xs text-slate-600">{_('reports.renewal.checked', { date: day(cap.checkedOn) })}</p>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{_('reports.renewal.noCap')}</p>
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
