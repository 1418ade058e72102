import { useLingui } from '@lingui/react';
import * as english from '#core/messages';
import type { CoreMessages } from '#core/i18n/core-messages';
import type { Language } from '#core/i18n/languages';

// The product's shared texts (src/core/messages.ts) in the page's language. Spanish is its own chunk, loaded by a
// Spanish page before it renders (start-app.tsx) and by the server renderer up front.
let spanish: CoreMessages | null = null;

export async function loadCoreMessages(language: Language): Promise<void> {
  if (language === 'es' && !spanish) spanish = (await import('#core/i18n/messages-es')).spanishMessages;
}

/** The shared texts in this language (Spanish must have been loaded: loadCoreMessages). */
export function coreMessagesIn(language: string): CoreMessages {
  if (language !== 'es') return english;
  if (!spanish) throw new Error('Spanish core messages are not loaded: call loadCoreMessages("es") first');
  return spanish;
}

/** The shared texts in the page's language: `const m = useCoreMessages(); m.AUTH_MESSAGES.captcha`. */
export function useCoreMessages(): CoreMessages {
  return coreMessagesIn(useLingui().i18n.locale);
}
