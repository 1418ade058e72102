import { writeComparison } from '#core/writing/comparison-writer';
import { writeComparisonEs } from '#core/writing/es/comparison-writer-es';
import type { ComparisonWriter } from './comparison-writer-port';

/** The offline default: the core writer (in Spanish, the Spanish one), so the same listings always get the same comparison. */
export function builtinComparisonWriter(): ComparisonWriter {
  return {
    name: 'builtin',
    write: (facts, options) =>
      Promise.resolve({
        ...(options?.language === 'es' ? writeComparisonEs(facts) : writeComparison(facts)),
        source: 'builtin',
      }),
  };
}
