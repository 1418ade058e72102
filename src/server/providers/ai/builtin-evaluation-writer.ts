import { writeEvaluation } from '#core/writing/evaluation-writer';
import type { EvaluationWriter } from './evaluation-writer-port';

/**
 * The offline default: the core writer, so the text is the same wherever the figures are the same, in the language
 * asked for (one plan, a phrasebook per language: decision 074).
 */
export function builtinEvaluationWriter(): EvaluationWriter {
  return {
    name: 'builtin',
    write: (facts, options) =>
      Promise.resolve({ text: writeEvaluation(facts, options?.language ?? 'en'), source: 'builtin' }),
  };
}
