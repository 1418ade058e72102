// The web app's server-side entry. At build time (decision 063) tools/build/prerender-plugin.ts renders each public
// page of PRERENDERED_PATHS with it, as a visitor sees it; at run time the server renders a report page with it for
// the one request, from the API answers it already has (decision 066). The page comes with what it says about itself
// for the <head>; the browser then hydrates that HTML (main.tsx).
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { Layout } from '../app/layout';
import { PageFallback } from '../components/page-fallback';
import { documentTitle, PageHeadSink, type PageHead } from '../components/seo';
import { i18nByLanguage } from '../lib/every-catalogue';
import { seedVisitorSession } from '../lib/use-session';
import { createQueryClient } from '../lib/query-client';
import { routes } from '../router';
import { LANGUAGES, languageBasename, languageOfPath, pathInLanguage, type Language } from '#core/i18n/languages';
import { APP_FRAME_PATH } from '#core/site/prerender';

// What the build plugin needs besides renderPage, so vite.config.ts imports nothing from src/ itself.
export { PRERENDERED_DIR, PRERENDERED_PATHS, appFrameFileName, prerenderedFileName } from '#core/site/prerender';
import type { QuerySeed } from '#core/site/query-seeds';
export { pageDocument, withAppStartChunks } from './page-document';
export { APP_START_CHUNKS_META } from '../lib/prerendered';
export { ISLANDS } from '../islands/islands';
export { APP_CATALOGUES } from '../app/app-catalogues';
export { REPORT_AREAS } from '../lib/core-messages';
export { isIslandsPage } from '#core/site/prerender';

export type PrerenderedPage = { html: string; head: PageHead };

/**
 * Renders one page. Without seeds it is the visitor's view (signed out, nothing loaded). With seeds, the queries start
 * from those answers (who is signed in, the report), exactly as the browser will start from them when it hydrates.
 */
export async function renderPage(pathname: string, seeds?: readonly QuerySeed[]): Promise<PrerenderedPage> {
  return render(routes, pathname, seeds, true);
}

// The frame: the layout with the loading line where a page goes, as the browser's router shows it while the first
// page's code loads (router.tsx, HydrateFallback).
const frameRoutes: RouteObject[] = [
  { path: '/', Component: Layout, children: [{ path: '*', Component: PageFallback }] },
];

/**
 * The app's frame in a language (decision 075): header, loading line and footer, with who is signed in not yet
 * known (no sign-in link in the header), exactly what the browser's first render of such a page shows. It is rendered
 * at a path of no page, so no link is marked as the page shown; the language switch leads to each language's front
 * door until the app replaces the frame.
 */
export async function renderAppFrame(language: Language): Promise<string> {
  const framePath = pathInLanguage(APP_FRAME_PATH, language);
  const { html } = await render(frameRoutes, framePath, undefined, false);
  // The language switch's links lead to each language's front door.
  const framed = LANGUAGES.reduce(
    (page, each) =>
      page.replaceAll(`href="${pathInLanguage(APP_FRAME_PATH, each)}"`, `href="${pathInLanguage('/', each)}"`),
    html,
  );
  if (framed.includes(APP_FRAME_PATH)) throw new Error(`The app frame still names ${APP_FRAME_PATH}`);
  return framed;
}

async function render(
  routeTree: RouteObject[],
  pathname: string,
  seeds: readonly QuerySeed[] | undefined,
  signedOut: boolean,
): Promise<PrerenderedPage> {
  const language = languageOfPath(pathname);
  const handler = createStaticHandler(routeTree, { basename: languageBasename(language) });
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect (${context.status})`);
  if (context.statusCode !== 200) throw new Error(`${pathname} rendered with status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  if (signedOut) seedVisitorSession(client);
  for (const seed of seeds ?? []) client.setQueryData(seed.key, seed.data);
  const head: PageHead = { title: documentTitle(), noindex: false };
  // Preact renders the page (decision 086), waiting for every lazy part, so the whole page is written in place: no
  // later segment to swap in (that needs an inline script, which our CSP, script-src 'self', blocks).
  // A page that cannot render would show its error fallback: the build stops instead, the server sends the shell.
  const html = await Promise.resolve(
    renderToStringAsync(
      <StrictMode>
        <I18nProvider i18n={i18nByLanguage[language]}>
          <PageHeadSink value={head}>
            <QueryClientProvider client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </QueryClientProvider>
          </PageHeadSink>
        </I18nProvider>
      </StrictMode>,
    ),
  ).catch((error: unknown) => {
    throw new AggregateError([error], `${pathname} failed to prerender`);
  });
  return { html, head };
}
