import type { z } from 'zod';
import { en as zodEnglish, es as zodSpanish } from 'zod/v4/locales';
import { translateCoreText } from '#core/i18n/core-text';
import type { Language } from '#core/i18n/languages';
import { ANSWER_TEXTS_ES, ERROR_CODE_TEXTS_ES } from './server-texts-es';

type Issue = z.core.$ZodIssue;

const englishErrors = zodEnglish().localeError;
const spanishErrors = zodSpanish().localeError;

function localeText(map: typeof englishErrors, issue: Issue): string | undefined {
  const answer = map(issue as Parameters<typeof englishErrors>[0]);
  return typeof answer === 'string' ? answer : answer?.message;
}

/**
 * One problem in Spanish: the product's own message from the Spanish table; a message of zod's own (an option not in
 * the list, a number too large) in zod's Spanish; anything else the validation error's Spanish, never English.
 */
function spanishIssueText(issue: Issue): string {
  const product = translateCoreText(issue.message, ANSWER_TEXTS_ES);
  if (product !== issue.message) return product;
  if (issue.message === localeText(englishErrors, issue)) return localeText(spanishErrors, issue) ?? product;
  return ERROR_CODE_TEXTS_ES.VALIDATION;
}

/** Turns zod issues into one readable sentence list in the request's language, naming the field where there is one. */
export function zodMessage(issues: readonly Issue[], language: Language = 'en'): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const field = issue.path.map(String).join('.');
    const text = language === 'es' ? spanishIssueText(issue) : issue.message;
    return field ? `${field}: ${text}` : text;
  });
  const more = issues.length - 5;
  if (more > 0) parts.push(language === 'es' ? `y ${more} problema(s) más` : `and ${more} more problem(s)`);
  return parts.join('; ');
}
