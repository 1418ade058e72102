import { useId } from 'react';
import { isValidAiText, parseEvaluation } from '#core/ai-text';
import { EvaluationBlocks } from '../../components/evaluation-blocks';
import { REPORT_TEXTS } from './report-texts';
import { cardClass, sectionHeadingClass } from './report-styles';

export type EvaluationSummaryProps = {
  text: string | null;
  source: 'builtin' | 'ai' | null;
};

/**
 * The evaluation (SPEC §2): shown only when the text is valid; a paragraph, then bullets whose part before the
 * colon is bold. Rendered as React text, never as HTML (ARCHITECTURE "Security").
 */
export function EvaluationSummary({ text, source }: EvaluationSummaryProps) {
  const headingId = useId();
  if (!isValidAiText(text)) return null;
  const blocks = parseEvaluation(text);
  if (blocks.length === 0) return null;
  const isAi = source === 'ai';

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {isAi ? REPORT_TEXTS.aiSummaryHeading : REPORT_TEXTS.builtinSummaryHeading}
      </h2>
      {isAi ? null : <p className="mt-1 text-sm text-slate-600">{REPORT_TEXTS.builtinSummaryNote}</p>}
      <EvaluationBlocks blocks={blocks} className="mt-4 space-y-3 leading-relaxed text-slate-800" />
    </section>
  );
}
