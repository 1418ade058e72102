import type { Language } from '#core/i18n/languages';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { isValidAiText, parseEvaluation } from '#core/writing/ai-text';
import { EvaluationBlocks } from '../../components/evaluation-blocks';
import { REPORT_SECTIONS } from './report-texts';
import { cardClass, sectionHeadingClass } from '../../components/report-styles';

export type EvaluationSummaryProps = {
  text: string | null;
  source: 'builtin' | 'ai' | null;
  /** The language the text was written in (the page's when the report ran); marked for screen readers. */
  language?: Language;
};

/**
 * The evaluation (docs/product.md#evaluation-summary), the report's "why": shown only when the text is valid; a
 * paragraph, then bullets whose part before the colon is bold, each showing its first sentence with the rest one tap
 * away. Rendered as React text, never as HTML (docs/architecture.md#security).
 */
export function EvaluationSummary({ text, source, language }: EvaluationSummaryProps) {
  const { _ } = useLingui();
  const headingId = useId();
  if (!isValidAiText(text)) return null;
  const blocks = parseEvaluation(text);
  if (blocks.length === 0) return null;
  const isAi = source === 'ai';

  return (
    <section id={REPORT_SECTIONS.why.id} aria-labelledby={headingId} className={`${cardClass} scroll-mt-20`}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {isAi ? _('reports.summary.aiHeading') : _('reports.summary.builtinHeading')}
      </h2>
      {isAi ? null : <p className="mt-0.5 text-xs text-slate-600 sm:text-sm">{_('reports.summary.builtinNote')}</p>}
      <div lang={language}>
        <EvaluationBlocks
          blocks={blocks}
          className="mt-3 space-y-3 text-[15px] leading-snug text-slate-800 sm:text-base sm:leading-relaxed"
          scannable
        />
      </div>
    </section>
  );
}
