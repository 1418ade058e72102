import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { isValidAiText, parseEvaluation } from '#core/writing/ai-text';
import { COMPARE_MESSAGES, errorWithMessage } from '#core/messages';
import { EvaluationBlocks } from '../../components/evaluation-blocks';
import { ErrorAlert } from '../../components/alerts';
import { isApiError } from '../../lib/api-client';
import { useCoreText } from '../../lib/core-messages';
import { cardClass, sectionHeadingClass } from '../../components/report-styles';
import type { ComparisonSummary as Summary } from './compare-api';

/** One column: its heading, then the column's text as paragraphs and bullets. */
function Column({ heading, text }: { heading: string; text: string }) {
  const headingId = useId();
  const blocks = isValidAiText(text) ? parseEvaluation(text) : [];
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        {heading}
      </h3>
      <EvaluationBlocks blocks={blocks} className="mt-2 space-y-3 leading-relaxed text-slate-800" />
    </section>
  );
}

export type ComparisonSummaryProps = {
  summary: Summary | undefined;
  error: unknown;
};

/**
 * The comparison summary (docs/product.md#comparison-writer): two columns, headed "AI-Powered Comparison Summary"
 * only when a model wrote it. A failure shows "Error: {message}" in red in its place, with the fallback message that
 * section gives.
 */
export function ComparisonSummary({ summary, error }: ComparisonSummaryProps) {
  const { _ } = useLingui();
  const core = useCoreText();
  const headingId = useId();
  if (error) {
    // The server's own message when it sent one; an answer without one gets the catalogue's fallback.
    const ownMessage =
      isApiError(error) && error.code !== 'HTTP_ERROR' && error.code !== 'INVALID_RESPONSE' ? error.message.trim() : '';
    const message = ownMessage || COMPARE_MESSAGES.aiComparisonFailed;
    return <ErrorAlert>{core(errorWithMessage(message))}</ErrorAlert>;
  }
  if (!summary) return null;
  const isAi = summary.source === 'ai';
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {isAi ? _('compare.summary.aiHeading') : _('compare.summary.builtinHeading')}
      </h2>
      {isAi ? null : <p className="mt-1 text-sm text-slate-600">{_('compare.summary.builtinNote')}</p>}
      <div className="mt-4 grid gap-6 md:grid-cols-2 md:gap-8">
        <Column heading={_('compare.summary.leftHeading')} text={summary.leftColumn} />
        <Column heading={_('compare.summary.rightHeading')} text={summary.rightColumn} />
      </div>
    </section>
  );
}
