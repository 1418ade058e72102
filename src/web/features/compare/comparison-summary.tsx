import { useId } from 'react';
import { isValidAiText, parseEvaluation, type EvaluationBlock } from '../../../core/ai-text';
import { COMPARE_MESSAGES, errorWithMessage } from '../../../core/messages';
import { ErrorAlert } from '../../components/form-controls';
import { isApiError } from '../../lib/api-client';
import { cardClass, sectionHeadingClass } from '../reports/report-styles';
import type { ComparisonSummary as Summary } from './compare-api';
import { COMPARE_TEXTS } from './compare-texts';

/** One column: its paragraphs, and its bullets with the part before the colon in bold. Text only, never HTML. */
function Column({ heading, text }: { heading: string; text: string }) {
  const headingId = useId();
  const blocks = isValidAiText(text) ? parseEvaluation(text) : [];
  // Consecutive bullets share one list.
  const groups: EvaluationBlock[][] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (last && block.kind === 'bullet' && last[0]?.kind === 'bullet') last.push(block);
    else groups.push([block]);
  }
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        {heading}
      </h3>
      <div className="mt-2 space-y-3 leading-relaxed text-slate-800">
        {groups.map((group, groupIndex) =>
          group[0]?.kind === 'bullet' ? (
            <ul key={groupIndex} className="list-disc space-y-2 pl-5 marker:text-slate-400">
              {group.map((block, index) => (
                <li key={index}>
                  {block.kind === 'bullet' && block.label !== undefined ? (
                    <>
                      <strong className="font-semibold text-slate-900">{block.label}:</strong> {block.text}
                    </>
                  ) : (
                    block.text
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p key={groupIndex}>{group[0]?.text}</p>
          ),
        )}
      </div>
    </section>
  );
}

export type ComparisonSummaryProps = {
  summary: Summary | undefined;
  error: unknown;
};

/**
 * The comparison summary (SPEC §2): two columns, headed "AI-Powered Comparison Summary" only when a model wrote it.
 * A failure shows "Error: {message}" in red in its place, with the spec's fallback message (SPEC §8).
 */
export function ComparisonSummary({ summary, error }: ComparisonSummaryProps) {
  const headingId = useId();
  if (error) {
    // The server's own message when it sent one; an answer without one gets the spec's fallback.
    const ownMessage = isApiError(error) && error.code !== 'HTTP_ERROR' && error.code !== 'INVALID_RESPONSE' ? error.message.trim() : '';
    const message = ownMessage || COMPARE_MESSAGES.aiComparisonFailed;
    return <ErrorAlert>{errorWithMessage(message)}</ErrorAlert>;
  }
  if (!summary) return null;
  const isAi = summary.source === 'ai';
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {isAi ? COMPARE_TEXTS.aiSummaryHeading : COMPARE_TEXTS.builtinSummaryHeading}
      </h2>
      {isAi ? null : <p className="mt-1 text-sm text-slate-600">{COMPARE_TEXTS.builtinSummaryNote}</p>}
      <div className="mt-4 grid gap-6 md:grid-cols-2 md:gap-8">
        <Column heading={COMPARE_TEXTS.leftColumnHeading} text={summary.leftColumn} />
        <Column heading={COMPARE_TEXTS.rightColumnHeading} text={summary.rightColumn} />
      </div>
    </section>
  );
}
