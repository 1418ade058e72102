import { writeLetter } from '#core/writing/letter-writer';
import type { LetterWriter } from './letter-writer-port';

/** The offline default: the core writer, so the same figures and choices always give the same letter. */
export function builtinLetterWriter(): LetterWriter {
  return {
    name: 'builtin',
    write: (facts, request) => Promise.resolve({ ...writeLetter(facts, request), source: 'builtin' }),
  };
}
