import { writeLetter } from '#core/writing/letter-writer';
import { writeLetterEs } from '#core/writing/es/letter-writer-es';
import type { LetterWriter } from './letter-writer-port';

/**
 * The offline default: the core writer (the Spanish one for a letter in Spanish), so the same figures and choices
 * always give the same letter.
 */
export function builtinLetterWriter(): LetterWriter {
  return {
    name: 'builtin',
    write: (facts, request) =>
      Promise.resolve({
        ...(request.language === 'es' ? writeLetterEs(facts, request) : writeLetter(facts, request)),
        source: 'builtin',
      }),
  };
}
