import { writeEvaluation } from '#core/writing/evaluation-writer';
import { writeEvaluationEs } from '#core/writing/es/evaluation-writer-es';
import type { EvaluationWriter } from './evaluation-writer-port';

/**
 * The offline default: the core writer, so the text is the same wherever the figures are the same; in Spanish, the
 * Spanish writer, which writes from the same figures (decision 074).
 */
export function builtinEvaluationWriter(): EvaluationWriter {
  return {
    name: 'builtin',
    write: (facts, options) =>
      Promise.resolve({
        text: options?.language === 'es' ? writeEvaluationEs(facts) : writeEvaluation(facts),
        source: 'builtin',
      }),
  };
}
