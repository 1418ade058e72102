import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeHtml } from '#core/primitives/escape-html';
import { ORIGIN_PLACEHOLDER } from '#core/site/prerender';
import { languageOfPath, pathWithoutLanguage } from '#core/i18n/languages';
import {
  SERVER_RENDER_DIR,
  SERVER_RENDER_ENTRY_FILE,
  SERVER_RENDER_START_FILE,
  type StartChunks,
} from '#core/site/server-render';
import { serverRenderedPage } from './page-seeds';
import type { QuerySeed } from '#core/site/query-seeds';
import type * as ServerEntry from '#web/prerender/entry-server';

/** Renders one page of the web app for one request into a whole document, from the API answers given (seeds). */
export type RenderPage = (pathname: string, seeds: readonly QuerySeed[], origin: string) => Promise<string>;

/**
 * The web app's server-side entry from the build (decision 066), loaded on first use, or null when the build has
 * none (a web build from before it, or a test's hand-made one): the pages are then rendered in the browser.
 * `template` is the shell (index.html with the server's settings).
 */
export function serverRenderer(distDir: string, template: string): RenderPage | null {
  const file = path.join(distDir, SERVER_RENDER_DIR, SERVER_RENDER_ENTRY_FILE);
  if (!existsSync(file)) return null;
  const startChunks = readStartChunks(distDir);
  let entry: Promise<typeof ServerEntry> | undefined;
  return async (pathname, seeds, origin) => {
    entry ??= import(pathToFileURL(file).href) as Promise<typeof ServerEntry>;
    const { renderPage, pageDocument, withAppStartChunks } = await entry;
    // The page is rendered from the seeds as the browser will read them back: JSON (dates are strings there).
    const plain = JSON.parse(JSON.stringify(seeds)) as QuerySeed[];
    const page = await renderPage(pathname, plain);
    // The app's code the page needs, listed for the entry to fetch at once after the first paint (decision 087).
    const kind = serverRenderedPage(pathWithoutLanguage(pathname));
    const chunks = kind ? startChunks?.pages[kind]?.[languageOfPath(pathname)] : undefined;
    const document = pageDocument(chunks ? withAppStartChunks(template, chunks) : template, pathname, page, plain);
    return document.replaceAll(ORIGIN_PLACEHOLDER, escapeHtml(origin));
  };
}

/** The build's list of the app's start chunks (decision 087), or null for a build without one. */
export function readStartChunks(distDir: string): StartChunks | null {
  const file = path.join(distDir, SERVER_RENDER_DIR, SERVER_RENDER_START_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StartChunks) : null;
}

/**
 * The shell of a page rendered in the browser, asking for the app's start at once (decision 087): nothing but the
 * app's frame is painted before it runs, so its code need not wait for the entry to ask for it.
 */
export function withModulePreloads(html: string, hrefs: readonly string[]): string {
  const links = hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">\n`).join('');
  return html.replace('</head>', `${links}</head>`);
}
