import '../lib/effects-in-a-task';
import { I18nProvider } from '@lingui/react';
import { hydrate } from 'preact';
import { APP_CATALOGUES } from '../app/app-catalogues';
import { afterNextPaint } from '../lib/after-paint';
import { APP_READY_ATTRIBUTE } from '../lib/app-ready';
import { turnOnFullStylesheet } from '../lib/full-stylesheet';
import { i18n, pageLanguage, startI18n } from '../lib/i18n';
import { ISLAND_ATTRIBUTE, islandIdScope, type IslandName } from '../components/island';
import { withIdScope } from '../components/id-scope';
import { hydrateInTurns } from '../components/hydrate-in-turn';
import { replayEarlyTaps } from '../components/early-taps';
import { ISLANDS } from './islands';
import { prefetchAppOnIntent } from './prefetch-app';

// The entry of a public page written at build time (decision 085): the page is complete HTML and stays as it is; once
// it has painted, only its islands come to life, each from its own small chunk, with Preact (React's API in a few
// kilobytes). The app itself loads when the visitor goes into it, fetched ahead on intent and once the page is idle.

// No top-level await: with it the bundler keeps every shared module in a file of its own instead of in this entry.
async function startIslands(): Promise<void> {
  // A tap on a button before the islands have come to life is made again once they have.
  replayEarlyTaps(document);
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)]
    .filter((element) => !element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`))
    .map((element) => {
      const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
      return { element, name, spec: ISLANDS[name] };
    });
  const language = pageLanguage();
  await new Promise<void>((resolve) => afterNextPaint(resolve));
  const [components] = await Promise.all([
    Promise.all(islands.map(({ spec }) => spec.load())),
    startI18n(language, [...new Set([...APP_CATALOGUES, ...islands.flatMap(({ spec }) => spec.areas)])]),
    turnOnFullStylesheet(document),
  ]);
  // A long island (the tenant-rights page's 50 states) comes to life in turns, as a report does (decision 086).
  hydrateInTurns(() =>
    islands.forEach(({ element, name }, index) => {
      const Component = components[index]!;
      hydrate(
        withIdScope(
          islandIdScope(name),
          <I18nProvider i18n={i18n}>
            <Component />
          </I18nProvider>,
        ),
        element,
      );
    }),
  );
  // The page answers from here on: <html data-app-ready> says so to tools and tests, as the app does.
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  prefetchAppOnIntent(document);
  void import('../lib/analytics').then(({ recordPageView }) => recordPageView(window.location.pathname));
}

void startIslands();
