// For tests only: the app's catalogues all loaded, as the server renders with them. A component test renders inside
// <WithI18n>, and a browser test finds an English text by its message id with `text(id)`, so a wording lives once.
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Language } from '#core/i18n/languages';
import { i18nByLanguage } from './every-catalogue';

const instances = i18nByLanguage;

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
