import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { ReportBenchmarks } from '#core/api/reports';
import type { Language } from '#core/i18n/languages';
import {
  askingComparisonText,
  benchmarkAreaText,
  benchmarkCoversText,
  type BenchmarkFigure,
} from '#core/benchmarks/benchmark-figures';
import { formatUsd } from '#core/primitives/format';
import { useCoreText } from '../../lib/core-messages';
import { useLanguage } from '../../lib/use-language';
import { REPORT_SECTIONS, type Translate } from './report-texts';
import { SectionDisclosure } from './section-disclosure';
import { cardClass, sectionHeadingClass } from '../../components/report-styles';

/**
 * "Official rent benchmarks" (docs/product.md#official-benchmarks-on-the-report): each official figure for the
 * listing's place and size (HUD Small Area FMR, HUD FMR, Census median) with its area, release, what it covers, its
 * monthly rent and how the asking rent compares; then what these figures are and where they come from. Nothing when
 * the report has none.
 */
export function BenchmarksSection({
  benchmarks,
  rent = 'asking',
}: {
  benchmarks: ReportBenchmarks | null;
  /** Whose rent the figures are compared with: a listing's asking rent, or a renewal's offered rent. */
  rent?: 'asking' | 'offered';
}) {
  const { _ } = useLingui();
  const language = useLanguage();
  const core = useCoreText();
  const headingId = useId();
  if (!benchmarks || benchmarks.figures.length === 0) return null;
  return (
    <section
      id={REPORT_SECTIONS.benchmarks.id}
      aria-labelledby={headingId}
      data-benchmarks
      className={`${cardClass} scroll-mt-20`}
    >
      <h2 id={headingId} className={sectionHeadingClass}>
        {core(benchmarks.heading)}
      </h2>
      <p className="mt-1 text-slate-800">{benchmarkGist(_, core, benchmarks.figures[0]!, rent, language)}</p>
      <SectionDisclosure summary={_('reports.benchmarks.show')}>
        <ul className="space-y-3">
          {benchmarks.figures.map((figure) => (
            <BenchmarkItem key={figure.key} figure={figure} rent={rent} />
          ))}
        </ul>
        <p className="mt-4 text-sm leading-relaxed text-slate-700">{core(benchmarks.explainer)}</p>
        <p className="mt-2 text-xs leading-relaxed text-slate-600">{core(benchmarks.source)}</p>
      </SectionDisclosure>
    </section>
  );
}

/** The most local figure in one line, shown while the section is closed: "HUD Small Area Fair Market Rent: $1,910/mo. Asking rent is 14% below this." */
function benchmarkGist(
  _: Translate,
  core: (text: string) => string,
  figure: BenchmarkFigure,
  rent: 'asking' | 'offered',
  language: Language,
): string {
  return _('reports.benchmarks.gist', {
    name: core(figure.name),
    rent: formatUsd(figure.rent),
    comparison: askingComparisonText(figure.askingDifferencePct, rent, language),
  });
}

// Cards rather than a table, so a phone shows every figure without scrolling sideways; each card's two definition
// lists name every value for assistive technology.
function BenchmarkItem({ figure, rent }: { figure: BenchmarkFigure; rent: 'asking' | 'offered' }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const core = useCoreText();
  return (
    <li
      data-benchmark={figure.key}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6"
    >
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{core(figure.name)}</h3>
        <dl className="mt-1.5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">{_('reports.benchmarks.area')}</dt>
          <dd className="break-words text-slate-800">{benchmarkAreaText(figure.area, language)}</dd>
          <dt className="text-slate-600">{_('reports.benchmarks.release')}</dt>
          <dd className="text-slate-800">{core(figure.release)}</dd>
          <dt className="text-slate-600">{_('reports.benchmarks.covers')}</dt>
          <dd className="text-slate-800">{benchmarkCoversText(figure.covers, language)}</dd>
        </dl>
      </div>
      <dl className="flex shrink-0 flex-col items-start gap-1.5 border-t border-slate-200 pt-3 sm:items-end sm:border-t-0 sm:pt-0">
        <div className="sm:text-right">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {_('reports.benchmarks.rent')}
          </dt>
          <dd className="text-2xl font-bold tabular-nums text-slate-900">
            {formatUsd(figure.rent)}
            <span className="ml-0.5 text-sm font-medium text-slate-600">{_('reports.rentUnit')}</span>
          </dd>
        </div>
        <div>
          <dt className="sr-only">{_('reports.benchmarks.comparison')}</dt>
          <dd className="inline-flex items-center rounded-lg bg-white px-2.5 py-0.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset sm:rounded-full">
            {askingComparisonText(figure.askingDifferencePct, rent, language)}
          </dd>
        </div>
      </dl>
    </li>
  );
}
