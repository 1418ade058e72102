import { textsById, type CoreTextTable, type TranslationOf } from '../../i18n/core-text';
import { LETTER_LENGTH_LABELS, LETTER_TONE_LABELS } from '../letter-labels';

// The letter form's choices in Spanish, by their ids (the letter itself is written in the renter's language by
// letter-writer-es.ts). The web loads them with the report's texts (src/web/lib/core-messages.ts).

const LETTER_TONE_LABELS_ES: TranslationOf<typeof LETTER_TONE_LABELS> = {
  friendly: 'Amable',
  neutral: 'Neutro',
  firm: 'Firme',
};

const LETTER_LENGTH_LABELS_ES: TranslationOf<typeof LETTER_LENGTH_LABELS> = {
  email: 'Correo breve',
  letter: 'Carta completa',
};

/** The letter form's choices: English text → Spanish, built by id. */
export const LETTER_LABEL_TEXTS_ES: CoreTextTable = {
  texts: {
    ...textsById(LETTER_TONE_LABELS, LETTER_TONE_LABELS_ES),
    ...textsById(LETTER_LENGTH_LABELS, LETTER_LENGTH_LABELS_ES),
  },
};
