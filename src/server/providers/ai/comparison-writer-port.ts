import type { Language } from '#core/i18n/languages';
import type { ComparisonFacts } from '#core/writing/comparison-facts';
import type { WrittenComparison } from '#core/writing/comparison-writer';

// The comparison side of the AI writer port (docs/product.md#comparison-writer, docs/architecture.md#outside-services): the
// compared listings' figures in, the two columns of the comparison summary out. `source` tells the page which heading
// to show: "AI-Powered Comparison Summary" only for a model's text, "Comparison Summary" for the built-in writer's.

type ComparisonSource = 'builtin' | 'ai';

interface WrittenComparisonSummary extends WrittenComparison {
  source: ComparisonSource;
}

export interface ComparisonWriter {
  readonly name: 'builtin' | 'openai';
  /**
   * `facts` are 2 to 10 listings labelled Property A, B, … in table order. Never fails for a provider problem: an
   * adapter falls back to the built-in writer. Only the caller's own abort (options.signal) ends it with an error.
   */
  write(
    facts: readonly ComparisonFacts[],
    options?: { signal?: AbortSignal; language?: Language },
  ): Promise<WrittenComparisonSummary>;
}
