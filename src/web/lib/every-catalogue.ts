import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LANGUAGES, type Language } from '#core/i18n/languages';
import { loadCoreTexts } from './core-messages';

// Every catalogue of the app, loaded at once, with all of src/core's Spanish: for the server renderer, which renders
// pages of both languages (the browser loads catalogues per page, lib/i18n.ts), and for tests. Never imported by the
// browser's code.

const modules = import.meta.glob<{ default: Messages }>('../**/messages/*.json', { eager: true });

await loadCoreTexts('es', 'all');

/** One Lingui instance per language, so pages of both languages rendered at once never share one. */
export const i18nByLanguage = Object.fromEntries(
  LANGUAGES.map((language) => {
    const messages = Object.entries(modules)
      .filter(([file]) => file.endsWith(`/${language}.json`))
      .reduce<Messages>((all, [, module]) => Object.assign(all, module.default), {});
    return [language, setupI18n({ locale: language, messages: { [language]: messages } })];
  }),
) as Record<Language, I18n>;
