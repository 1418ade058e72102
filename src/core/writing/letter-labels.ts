// The letter form's choices by id: a module of its own, so the Spanish of them (es/letter-labels-es.ts) carries the
// words without the letter's rules.

/** The letter form's tones. */
export const LETTER_TONE_LABELS = {
  friendly: 'Friendly',
  neutral: 'Neutral',
  firm: 'Firm',
} as const;
/** The letter form's lengths. */
export const LETTER_LENGTH_LABELS = {
  email: 'Short email',
  letter: 'Full letter',
} as const;
