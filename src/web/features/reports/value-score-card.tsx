import { Trans, useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import type { ReportView as ReportData, ReportValuation } from '#core/api/reports';
import { evaluationLabel, type EvaluationLabel } from '#core/compare/compare-labels';
import {
  DISPLAY_SCORE_MAX,
  DISPLAY_SCORE_MIN,
  FACTOR_AT_SUM_MAX,
  FACTOR_AT_SUM_MIN,
  MIN_COMPS,
  PPSF_GAP_WEIGHT,
  PRICE_GAP_WEIGHT,
  SCORE_AVERAGE,
  SCORE_MAX,
  SCORE_MIN,
} from '#core/constants';
import { formatPricePerSqft, formatScore, formatUsd, formatUsdCentsIfAny } from '#core/primitives/format';
import { CHART_MESSAGES } from '#core/messages';
import { roundTo } from '#core/primitives/round';
import { buttonClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { ScoreBar } from '../../components/score-bar';
import { ConfidenceBadge } from './confidence-badge';
import { scoredRentTerm } from './report-texts';
import { useCoreText } from '../../lib/core-messages';
import { useLanguage } from '../../lib/use-language';
import { benchmarkNoteText } from '#core/benchmarks/benchmark-figures';
import { emptyStateClass } from '../../components/report-styles';

const percent = (weight: number) => `${Math.round(weight * 100)}%`;

/**
 * The label's colour, which the scored rent shares: green only below the range, red above it, neutral within it
 * (decision 079). Each passes 4.5:1 on the card's slate-50.
 */
const LABEL_TONE: Readonly<Record<EvaluationLabel, string>> = {
  'Better Value': 'text-green-800',
  'Fair Value': 'text-slate-900',
  'Poorer Value': 'text-red-700',
};

export type ValueScoreCardProps = {
  valuation: ReportValuation;
  /** Which rent the score judged, and its amount. */
  scoredRent: ReportData['scoredRent'];
  /** One sentence of why, in the page's language (core/report/report-verdict). */
  why: string;
  /** What the home costs a month when fees or utilities add to the rent (decision 090), shown beside the rent. */
  totalMonthlyCost?: number | null;
};

// Over 250 lines as one card: the verdict's score, bar, rent against range, confidence and the why-sentence share
// their layout and are read in one glance; the explanation's figures come from the same constants.

/**
 * The Value Score (docs/product.md#how-the-score-is-shown) as the report's verdict
 * (docs/decisions/067-verdict-first-report.md): the score with 1 decimal, its label and bar, the rent it judged
 * against the expected rent and its range, the confidence, and one sentence of why. It sits in the verdict card,
 * inside a phone's first screen.
 */
export function ValueScoreCard({ valuation, scoredRent, why, totalMonthlyCost = null }: ValueScoreCardProps) {
  const { _ } = useLingui();
  const core = useCoreText();
  const headingId = useId();
  const [helpOpen, setHelpOpen] = useState(false);
  const score = valuation.valueScore === null ? null : (valuation.displayScore ?? valuation.valueScore);
  const label = evaluationLabel(score, valuation.verdict);

  return (
    <section
      aria-labelledby={headingId}
      data-value-score-card
      className="min-w-0 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {_('reports.score.heading')}
        </h2>
        <button
          type="button"
          data-print-hide
          onClick={() => setHelpOpen(true)}
          className="-mt-1 -mr-2 inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-white print:hidden"
        >
          <span
            aria-hidden="true"
            className="flex size-5 items-center justify-center rounded-full border border-current text-xs"
          >
            ?
          </span>
          <span className="sr-only sm:not-sr-only">{_('reports.score.helpButton')}</span>
        </button>
      </div>
      {score === null ? (
        <NoScore valuation={valuation} />
      ) : (
        <>
          <div className="mt-2 flex items-center gap-4">
            <p className="flex shrink-0 flex-col">
              <span
                data-value-score
                className="text-5xl leading-none font-bold tracking-tight text-slate-900 tabular-nums"
              >
                {formatScore(score)}
              </span>
              <span className="mt-1 text-sm text-slate-600">{_('reports.score.outOf', { max: SCORE_MAX })}</span>
            </p>
            <div className="w-full min-w-0">
              {label ? (
                <p
                  data-value-label
                  data-tone={label}
                  className={`text-lg leading-tight font-bold ${LABEL_TONE[label]}`}
                >
                  {core(label)}
                </p>
              ) : null}
              <ScoreBar score={score} className="mt-1.5 block w-full max-w-xs" />
              <div aria-hidden="true" className="mt-0.5 flex max-w-xs justify-between px-1 text-xs text-slate-600">
                <span>{_('reports.score.scaleMin', { min: SCORE_MIN })}</span>
                <span>{_('reports.score.scaleMax', { max: SCORE_MAX })}</span>
              </div>
            </div>
          </div>
          <VerdictFigures
            valuation={valuation}
            scoredRent={scoredRent}
            label={label}
            totalMonthlyCost={totalMonthlyCost}
          />
          {valuation.confidence && valuation.marketPrice !== null ? (
            <div className="mt-2.5">
              <ConfidenceBadge confidence={valuation.confidence} showReasons={false} />
            </div>
          ) : null}
          <p data-verdict-why className="mt-2 text-[15px] leading-snug text-slate-800">
            {why}
          </p>
        </>
      )}
      <ScoreHelpModal open={helpOpen} onClose={() => setHelpOpen(false)} valuation={valuation} />
    </section>
  );
}

/** The rent the score judged beside the expected rent and its range: the three figures behind the verdict. */
function VerdictFigures({
  valuation,
  scoredRent,
  label,
  totalMonthlyCost,
}: Pick<ValueScoreCardProps, 'valuation' | 'scoredRent'> & {
  label: EvaluationLabel | null;
  totalMonthlyCost: number | null;
}) {
  const { _ } = useLingui();
  const { marketPrice, minPrice, maxPrice } = valuation;
  return (
    <dl data-verdict-figures className="mt-3 grid grid-cols-2 gap-x-4 border-t border-slate-200 pt-3">
      <div>
        <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {scoredRentTerm(_, scoredRent.kind)}
        </dt>
        <dd
          data-scored-rent
          className={`text-xl font-bold tabular-nums ${label ? LABEL_TONE[label] : 'text-slate-900'}`}
        >
          {formatUsd(scoredRent.amount)}
        </dd>
      </div>
      {marketPrice !== null ? (
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{_('reports.expectedRent')}</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">{formatUsd(marketPrice)}</dd>
        </div>
      ) : null}
      {minPrice !== null && maxPrice !== null ? (
        <div data-verdict-range className="col-span-2 flex items-baseline gap-1.5 text-sm text-slate-700">
          <dt>{_('reports.expectedRange')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatUsd(minPrice)}–{formatUsd(maxPrice)}
          </dd>
        </div>
      ) : null}
      {totalMonthlyCost !== null ? (
        <div data-verdict-total className="col-span-2 flex items-baseline gap-1.5 text-sm text-slate-700">
          <dt>{_('reports.specials.totalMonthlyCost')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatUsdCentsIfAny(totalMonthlyCost)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * No Value Score: the no-score sentence, why in plain words, and, when the official benchmarks still give one, the
 * expected rent and its range with their (Low) confidence (docs/product.md#no-score).
 */
function NoScore({ valuation }: { valuation: ReportValuation }) {
  const { _ } = useLingui();
  const core = useCoreText();
  const language = useLanguage();
  const { marketPrice, minPrice, maxPrice, confidence, noScoreReason } = valuation;
  return (
    <>
      <div className={`${emptyStateClass} flex-col gap-1.5`}>
        <p className="font-semibold text-slate-800">{core(CHART_MESSAGES.notEnoughDataForScore)}</p>
        {noScoreReason ? (
          <p className="max-w-prose text-sm text-slate-700">{benchmarkNoteText(noScoreReason, language)}</p>
        ) : null}
      </div>
      {marketPrice !== null ? (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:gap-x-8">
          <dl className="flex flex-wrap gap-x-8 gap-y-3">
            <div>
              <dt className="text-sm font-semibold text-slate-600">{_('reports.expectedRent')}</dt>
              <dd className="mt-0.5 text-2xl font-bold tabular-nums text-slate-900">
                {formatUsd(marketPrice)}
                <span className="ml-0.5 text-sm font-medium text-slate-600">{_('reports.rentUnit')}</span>
              </dd>
            </div>
            {minPrice !== null && maxPrice !== null ? (
              <div>
                <dt className="text-sm font-semibold text-slate-600">{_('reports.expectedRange')}</dt>
                <dd className="mt-0.5 text-2xl font-bold tabular-nums text-slate-900">
                  {formatUsd(minPrice)} – {formatUsd(maxPrice)}
                </dd>
              </div>
            ) : null}
          </dl>
          {confidence ? (
            <div className="sm:pb-1">
              <ConfidenceBadge confidence={confidence} showReasons={false} />
            </div>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function ScoreHelpModal({
  open,
  onClose,
  valuation,
}: {
  open: boolean;
  onClose: () => void;
  valuation: ReportValuation;
}) {
  const { _ } = useLingui();
  const hasFigures = valuation.valueScore !== null && valuation.marketPrice !== null;
  const weight = <strong className="text-slate-900" />;
  return (
    <Modal open={open} onClose={onClose} title={_('reports.score.helpTitle')} size="lg">
      <div className="space-y-3 leading-relaxed text-slate-700">
        <p>{_('reports.score.help.intro', { min: SCORE_MIN, max: SCORE_MAX, average: SCORE_AVERAGE })}</p>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            <Trans
              id="reports.score.help.price"
              values={{ weight: percent(PRICE_GAP_WEIGHT), factorMin: FACTOR_AT_SUM_MIN, factorMax: FACTOR_AT_SUM_MAX }}
              components={{ 0: weight }}
            />
          </li>
          <li>
            <Trans
              id="reports.score.help.ppsf"
              values={{ weight: percent(PPSF_GAP_WEIGHT) }}
              components={{ 0: weight }}
            />
          </li>
          <li>{_('reports.score.help.minComps', { minComps: MIN_COMPS })}</li>
          <li>{_('reports.score.help.confidence')}</li>
          <li>{_('reports.score.help.range', { min: DISPLAY_SCORE_MIN, max: DISPLAY_SCORE_MAX })}</li>
        </ul>
        {hasFigures ? (
          <div className="rounded-lg bg-slate-50 p-4">
            <h3 className="font-semibold text-slate-900">{_('reports.score.help.forListing')}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt>{_('reports.score.help.adjustmentFactor')}</dt>
              <dd className="font-semibold tabular-nums text-slate-900">
                {valuation.adjustmentFactor === null ? '—' : `×${roundTo(valuation.adjustmentFactor, 3)}`}
              </dd>
              <dt>{_('reports.score.help.fairRent')}</dt>
              <dd className="font-semibold tabular-nums text-slate-900">{formatUsd(valuation.marketPrice)}</dd>
              <dt>{_('reports.rent.asking')}</dt>
              <dd className="font-semibold tabular-nums text-slate-900">{formatUsd(valuation.askingPrice)}</dd>
              <dt>{_('reports.score.help.expectedPpsf')}</dt>
              <dd className="font-semibold tabular-nums text-slate-900">
                {formatPricePerSqft(valuation.expectedPricePerSqft)}
              </dd>
              <dt>{_('reports.score.help.askingPpsf')}</dt>
              <dd className="font-semibold tabular-nums text-slate-900">
                {formatPricePerSqft(valuation.askingPricePerSqft)}
              </dd>
            </dl>
          </div>
        ) : null}
        <div className="flex justify-end pt-1">
          <button type="button" onClick={onClose} className={buttonClass('primary')}>
            {_('reports.score.help.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
