import { writeEvaluation } from '#core/writing/evaluation-writer';
import type { EvaluationWriter } from './evaluation-writer-port';

/** The offline default: the core writer, so the text is the same wherever the figures are the same. */
export function builtinEvaluationWriter(): EvaluationWriter {
  return {
    name: 'builtin',
    write: (facts) => Promise.resolve({ text: writeEvaluation(facts), source: 'builtin' }),
  };
}
