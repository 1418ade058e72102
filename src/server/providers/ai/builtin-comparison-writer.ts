import { writeComparison } from '#core/writing/comparison-writer';
import type { ComparisonWriter } from './comparison-writer-port';

/** The offline default: the core writer in the language asked for, so the same listings always get the same comparison. */
export function builtinComparisonWriter(): ComparisonWriter {
  return {
    name: 'builtin',
    write: (facts, options) =>
      Promise.resolve({ ...writeComparison(facts, options?.language ?? 'en'), source: 'builtin' }),
  };
}
