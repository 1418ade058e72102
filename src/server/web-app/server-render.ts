import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeHtml } from '#core/primitives/escape-html';
import { ORIGIN_PLACEHOLDER } from '#core/site/prerender';
import { SERVER_RENDER_DIR, SERVER_RENDER_ENTRY_FILE } from '#core/site/server-render';
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
  let entry: Promise<typeof ServerEntry> | undefined;
  return async (pathname, seeds, origin) => {
    entry ??= import(pathToFileURL(file).href) as Promise<typeof ServerEntry>;
    const { renderPage, pageDocument } = await entry;
    // The page is rendered from the seeds as the browser will read them back: JSON (dates are strings there).
    const plain = JSON.parse(JSON.stringify(seeds)) as QuerySeed[];
    const page = await renderPage(pathname, plain);
    return pageDocument(template, pathname, page, plain).replaceAll(ORIGIN_PLACEHOLDER, escapeHtml(origin));
  };
}
