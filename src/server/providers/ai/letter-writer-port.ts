import type { LetterFacts, LetterRequest } from '#core/writing/negotiation-letter';

// The negotiation letter side of the AI writer port (docs/product.md#letters): a report's stored figures and the
// renter's choices (tone, length, proposed rent) in, a subject line and the letter out. `source` tells the page who
// wrote it: a model ('ai') or the built-in writer ('builtin').

type LetterSource = 'builtin' | 'ai';

interface WrittenLetter {
  subject: string;
  text: string;
  source: LetterSource;
}

export interface LetterWriter {
  readonly name: 'builtin' | 'openai';
  /**
   * Never fails for a provider problem: an adapter falls back to the built-in writer. Only the caller's own abort
   * (options.signal) ends the call with an error.
   */
  write(facts: LetterFacts, request: LetterRequest, options?: { signal?: AbortSignal }): Promise<WrittenLetter>;
}
