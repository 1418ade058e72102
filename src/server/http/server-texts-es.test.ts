import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '#core/api/errors';
import { ERROR_CODE_TEXTS_ES, spanishAnswer } from './server-texts-es';
import { TEST_CHECKOUT_MESSAGES } from '../billing/test-checkout';
import { UNAVAILABLE_ERROR_MESSAGE } from '../errors';
import { serverMessage } from './server-message-words';

/** English words a Spanish sentence should not hold. */
const ENGLISH = /\b(the|and|your|with|this|is|are|please|try|again|not|found|invalid|request)\b/i;

describe('the Spanish of the API answers (server-texts-es.ts)', () => {
  it('has a Spanish text for every error code of the API, in Spanish', () => {
    for (const code of API_ERROR_CODES) {
      const text = ERROR_CODE_TEXTS_ES[code];
      expect(text, code).toMatch(/\S/);
      expect(text, `${code}: ${text}`).not.toMatch(ENGLISH);
    }
    expect(Object.keys(ERROR_CODE_TEXTS_ES).sort()).toEqual([...API_ERROR_CODES].sort());
  });

  it('says a message the tables lack as its code in Spanish, never in English', () => {
    expect(spanishAnswer('NOT_FOUND', 'A message nobody translated.')).toBe(ERROR_CODE_TEXTS_ES.NOT_FOUND);
    expect(spanishAnswer('INTERNAL', 'Something else.')).toBe('Ocurrió un error inesperado.');
  });

  it('translates the server’s own messages, the waits of a rate limit and the test checkout’s refusals', () => {
    expect(spanishAnswer('SERVICE_UNAVAILABLE', UNAVAILABLE_ERROR_MESSAGE)).toBe(
      'RentValue no está disponible por un momento. Vuelva a intentarlo en unos instantes.',
    );
    // The rate limit's wait is worded from its id and minutes (server-message-words.ts), not parsed from the English.
    const nine = serverMessage({ id: 'tooManyAttempts', values: { minutes: 9 } });
    const one = serverMessage({ id: 'tooManyAttempts', values: { minutes: 1 } });
    expect(nine).toBe('Too many attempts. Please wait 9 minutes and try again.');
    expect(one).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(spanishAnswer('RATE_LIMITED', nine)).toBe('Demasiados intentos. Espere 9 minutos y vuelva a intentarlo.');
    expect(spanishAnswer('RATE_LIMITED', one)).toBe('Demasiados intentos. Espere 1 minuto y vuelva a intentarlo.');
    // The same English that no code of ours wrote is not parsed: it reads as its code's Spanish.
    expect(spanishAnswer('RATE_LIMITED', 'Too many attempts. Please wait 8 minutes and try again.')).toBe(
      ERROR_CODE_TEXTS_ES.RATE_LIMITED,
    );
    expect(spanishAnswer('VALIDATION', TEST_CHECKOUT_MESSAGES.declined)).toBe(
      'Su tarjeta fue rechazada. Pruebe con otra tarjeta.',
    );
    for (const message of Object.values(TEST_CHECKOUT_MESSAGES))
      expect(spanishAnswer('VALIDATION', message), message).not.toBe(ERROR_CODE_TEXTS_ES.VALIDATION);
  });
});
