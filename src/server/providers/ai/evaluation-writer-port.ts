import type { Language } from '#core/i18n/languages';
import type { EvaluationFacts } from '#core/writing/evaluation-facts';

// The AI writer port (docs/architecture.md#outside-services): a report's figures in, its evaluation text out, in the layout
// the report page renders (docs/product.md#evaluation-summary: first line a paragraph, then `* Label: text` bullets).
// `source` tells the page which heading to show: "AI Evaluation Summary" for a model's text, "Evaluation Summary" for
// the built-in writer's.

type EvaluationSource = 'builtin' | 'ai';

export interface WrittenEvaluation {
  text: string;
  source: EvaluationSource;
}

export interface EvaluationWriter {
  readonly name: 'builtin' | 'openai';
  /**
   * Never fails for a provider problem: an adapter falls back to the built-in writer. Only the caller's own abort
   * (options.signal) ends the call with an error. `language` (English unless said) is the language it is written in.
   */
  write(facts: EvaluationFacts, options?: { signal?: AbortSignal; language?: Language }): Promise<WrittenEvaluation>;
}
