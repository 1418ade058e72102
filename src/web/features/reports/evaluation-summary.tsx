import { useId } from 'react';
import { isValidAiText, parseEvaluation } from '#core/writing/ai-text';
import { EvaluationBlocks } from '../../components/evaluation-blocks';
import { REPORT_SECTIONS, REPORT_TEXTS } from '../../lib/report-texts';
import { cardClass, sectionHeadingClass } from '../../components/report-styles';

export type EvaluationSummaryProps = {
  text: string | null;
  source: 'builtin' | 'ai' | null;
};

/**
 * The evaluation (docs/product.md#evaluation-summary), the report's "why": shown only when the text is valid; a
 * paragraph, then bullets whose part before the colon is bold, each showing its first sentence with the rest one tap
 * away. Rendered as React text, never as HTML (docs/architecture.md#security).
 */
export function EvaluationSummary({ text, source }: EvaluationSummaryProps) {
  const headingId = useId();
  if (!isValidAiText(text)) return null;
  const blocks = parseEvaluation(text);
  if (blocks.length === 0) return null;
  const isAi = source === 'ai';

  return (
    <section id={REPORT_SECTIONS.why.id} aria-labelledby={headingId} className={`${cardClass} scroll-mt-20`}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {isAi ? REPORT_TEXTS.aiSummaryHeading : REPORT_TEXTS.builtinSummaryHeading}
      </h2>
      {isAi ? null : <p className="mt-0.5 text-xs text-slate-600 sm:text-sm">{REPORT_TEXTS.builtinSummaryNote}</p>}
      <EvaluationBlocks
        blocks={blocks}
        className="mt-3 space-y-3 text-[15px] leading-snug text-slate-800 sm:text-base sm:leading-relaxed"
        scannable
      />
    </section>
  );
}
