import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { validateCompareIds } from '#core/compare/compare-selection';
import { COMPARE_MIN, COMPARE_SELECTOR_THRESHOLD } from '#core/constants';
import { COMPARE_MESSAGES } from '#core/messages';
import { buttonClass } from '../../components/button-styles';
import { ErrorAlert } from '../../components/alerts';
import { PageFallback } from '../../components/page-fallback';
import { Seo } from '../../components/seo';
import { useCoreText } from '../../lib/core-messages';
import { useLoadErrorMessage } from '../../lib/error-message';
import { comparePath, parseCompareIds, paths } from '../../lib/paths';
import { loginPath } from '../../lib/auth-paths';
import { useSession } from '../../lib/use-session';
import { ResearchSteps } from '../../components/research-steps';
import {
  comparisonQueryOptions,
  comparisonSummaryQueryOptions,
  compareOptionsQueryOptions,
  type CompareView,
  type ComparisonSummary as SummaryData,
} from './compare-api';
import { CompareLoadingOverlay } from './compare-loading-overlay';
import { CompareMapPanel } from './compare-map-panel';
import { CompareSelector } from './compare-selector';
import { CompareTable } from './compare-table';
import { ComparisonSummary } from './comparison-summary';
import { propertyName } from '#core/compare/compare-labels';
import { useLanguage } from '../../lib/use-language';

/** /compare (docs/product.md#compare): the selector, the map, the summary and the table. */
export function ComparePage() {
  const { _ } = useLingui();
  const { isLoggedIn, isPending } = useSession();
  const [searchParams] = useSearchParams();
  const ids = parseCompareIds(searchParams);

  let content: ReactNode;
  if (isPending) content = <PageFallback />;
  else if (ids.length === 0) content = isLoggedIn ? <SignedInWithoutIds /> : <EmptyState />;
  // The comparison is the renter's own data: a visitor with a link logs in first and comes back to it.
  else if (!isLoggedIn) content = <Navigate to={loginPath({ redirect: comparePath(ids) })} replace />;
  else content = <Comparison ids={ids} />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <Seo title={_('compare.seo.title')} />
      <ResearchSteps current={3} />
      <div className="mt-8">{content}</div>
    </div>
  );
}

/** Title, Select/Update Properties and Back to Research (docs/product.md#compare-page), with the selector they open. */
function CompareHeader({ onSelect }: { onSelect: () => void }) {
  const { _ } = useLingui();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{_('compare.title')}</h1>
        <p className="mt-1 text-slate-700">{_('compare.intro')}</p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-3">
        <Link to={paths.research} className={buttonClass('ghost')}>
          <span aria-hidden="true">←</span> {_('compare.backToResearch')}
        </Link>
        <button type="button" className={buttonClass('primary')} onClick={onSelect}>
          {_('compare.selectButton')}
        </button>
      </div>
    </div>
  );
}

/** With no ids, the page says two reports are needed and points to /research (docs/product.md#selecting-properties). */
function EmptyState() {
  const { _ } = useLingui();
  return (
    <section className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{_('compare.empty.title')}</h1>
      <p className="mt-3 text-lg leading-relaxed text-slate-700">{_('compare.empty.text')}</p>
      <Link to={paths.research} className={`${buttonClass('primary', 'lg')} mt-6`}>
        {_('compare.empty.button')}
      </Link>
    </section>
  );
}

/**
 * With no ids, a renter with 2 or more reports gets the selector straight away; closing it without choosing goes
 * home (docs/product.md#selecting-properties). Fewer reports: the empty state. A failed count read shows the error
 * and goes no further.
 */
function SignedInWithoutIds() {
  const navigate = useNavigate();
  const describeLoad = useLoadErrorMessage();
  const options = useQuery(compareOptionsQueryOptions);
  if (options.isPending) return <PageFallback />;
  if (options.isError) return <ErrorAlert>{describeLoad(options.error)}</ErrorAlert>;
  if (options.data.total < COMPARE_SELECTOR_THRESHOLD) return <EmptyState />;
  return (
    <>
      <CompareHeader onSelect={() => undefined} />
      <CompareSelector
        open
        onClose={() => void navigate(paths.home)}
        onConfirm={(selected) => void navigate(comparePath(selected))}
      />
    </>
  );
}

function Comparison({ ids }: { ids: string[] }) {
  const navigate = useNavigate();
  const core = useCoreText();
  const describeLoad = useLoadErrorMessage();
  const [selectorOpen, setSelectorOpen] = useState(false);
  const valid = validateCompareIds(ids);
  const comparison = useQuery({ ...comparisonQueryOptions(valid.ids), enabled: valid.ok });
  const properties = comparison.data?.properties ?? [];
  // The summary is asked for once the properties are in (docs/product.md#compare-page).
  const summary = useQuery({
    ...comparisonSummaryQueryOptions(valid.ids),
    enabled: valid.ok && properties.length >= COMPARE_MIN,
  });

  const loading = valid.ok && (comparison.isPending || (properties.length >= COMPARE_MIN && summary.isPending));

  let body: ReactNode;
  if (!valid.ok) body = <ErrorAlert>{core(valid.message)}</ErrorAlert>;
  else if (comparison.isError) body = <ErrorAlert>{describeLoad(comparison.error)}</ErrorAlert>;
  else if (comparison.data && properties.length < COMPARE_MIN)
    body = <ErrorAlert>{core(COMPARE_MESSAGES.atLeastTwo)}</ErrorAlert>;
  else if (comparison.data)
    body = <ComparisonBody view={comparison.data} summary={summary.data} summaryError={summary.error} />;

  return (
    <>
      <CompareHeader onSelect={() => setSelectorOpen(true)} />
      <div className="mt-6">{body}</div>
      {loading ? <CompareLoadingOverlay /> : null}
      <CompareSelector
        open={selectorOpen}
        onClose={() => setSelectorOpen(false)}
        onConfirm={(selected) => {
          setSelectorOpen(false);
          void navigate(comparePath(selected));
        }}
      />
    </>
  );
}

function SampleNote({ view }: { view: CompareView }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const sample = view.properties.filter((property) => property.isSample);
  if (sample.length === 0) return null;
  const text =
    sample.length === view.properties.length
      ? _('compare.sample.all')
      : _('compare.sample.some', {
          labels: sample.map((property) => propertyName(property.letter, language)).join(', '),
        });
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 sm:flex-row sm:items-center sm:gap-3">
      <span className="inline-flex w-fit shrink-0 items-center rounded-full bg-amber-200 px-2.5 py-0.5 text-sm font-semibold text-amber-950">
        {_('compare.sample.badge')}
      </span>
      <p className="text-sm text-amber-950">{text}</p>
    </div>
  );
}

function ComparisonBody({
  view,
  summary,
  summaryError,
}: {
  view: CompareView;
  summary: SummaryData | undefined;
  summaryError: unknown;
}) {
  return (
    <div className="space-y-6">
      <SampleNote view={view} />
      <CompareMapPanel view={view} />
      <ComparisonSummary summary={summary} error={summaryError} />
      <CompareTable properties={view.properties} />
    </div>
  );
}
