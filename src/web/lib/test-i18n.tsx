// For tests only: the app's catalogues all loaded, as the server renders with them. A component test renders inside
// <WithI18n>, and a browser test finds an English text by its message id with `text(id)`, so a wording lives once.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { LANGUAGES, type Language } from '#core/i18n/languages';
import { loadCoreTexts } from './core-messages';

// Spanish pages translate src/core's texts too: the table is loaded here once.
await loadCoreTexts('es', 'all');

const modules = import.meta.glob<{ default: Messages }>('../**/messages/*.json', { eager: true });

const instances = Object.fromEntries(
  LANGUAGES.map((language) => {
    const messages = Object.entries(modules)
      .filter(([file]) => file.endsWith(`/${language}.json`))
      .reduce<Messages>((all, [, module]) => Object.assign(all, module.default), {});
    return [language, setupI18n({ locale: language, messages: { [language]: messages } })];
  }),
) as Record<Language, I18n>;

/** The Lingui instance of a language with every catalogue loaded. */
export function testI18n(language: Language = 'en'): I18n {
  return instances[language];
}

/** A message in a language (English unless said), its values filled in. */
export function text(id: string, values?: Record<string, unknown>, language: Language = 'en'): string {
  return instances[language]._(id, values);
}

export function WithI18n({ children, language = 'en' }: { children: ReactNode; language?: Language }) {
  return <I18nProvider i18n={instances[language]}>{children}</I18nProvider>;
}
