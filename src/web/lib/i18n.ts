import { setupI18n, type Messages } from '@lingui/core';
import { languageOfPath, type Language } from '#core/i18n/languages';
import { loadCoreTexts } from './core-messages';

// The browser's translations (decision 073, docs/i18n.md). Each folder of the app keeps its texts in
// messages/{en,es}.json; every catalogue is its own chunk, loaded with the code that shows it, so a page downloads
// the catalogues of its own folders in its own language only (an English visitor never downloads Spanish).

/** A folder with a catalogue, relative to src/web: "app", "components", "features/landing", … */
export type CatalogueArea = string;

// Keyed by the file's path under src/web ("lib/messages/es.json", "features/landing/messages/es.json").
const catalogues = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: Messages }>('../**/messages/*.json')).map(([file, load]) => [
    file.startsWith('./') ? `lib/${file.slice(2)}` : file.slice('../'.length),
    load,
  ]),
);

/** The one Lingui instance of this page load: its language is the page's (the address says it). */
export const i18n = setupI18n();

/** The language of the page the browser shows. */
export function pageLanguage(): Language {
  return typeof window === 'undefined' ? 'en' : languageOfPath(window.location.pathname);
}

/** Loads the catalogues of these folders in this language into the page's instance (once each). */
export async function loadCatalogues(language: Language, areas: readonly CatalogueArea[]): Promise<void> {
  // The server renders with every catalogue already loaded (prerender/entry-server.tsx).
  if (import.meta.env.SSR) return;
  await Promise.all([
    ...areas.map(async (area) => {
      const load = catalogues[`${area}/messages/${language}.json`];
      if (!load) throw new Error(`No ${language} catalogue in src/web/${area}/messages`);
      i18n.load(language, (await load()).default);
    }),
    // And the parts of src/core's texts these folders show (Spanish only).
    loadCoreTexts(language, areas),
  ]);
}

/** Loads the folders' catalogues and activates the page's language: the app's start does it before it renders. */
export async function startI18n(language: Language, areas: readonly CatalogueArea[]): Promise<void> {
  await loadCatalogues(language, areas);
  i18n.activate(language);
}
