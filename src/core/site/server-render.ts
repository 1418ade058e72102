// Where the build puts the web app's server-side entry for the server to render pages with (decision 066). No
// imports: vite.config.ts reads this file through the build plugin.

/**
 * The folder of the web build that holds the web app's server-side entry, bundled whole for Node (decision 066): the
 * server loads it to render a report page for one request. It is never served.
 */
export const SERVER_RENDER_DIR = 'server-render';

/** The server-side entry's file in SERVER_RENDER_DIR. */
export const SERVER_RENDER_ENTRY_FILE = 'entry-server.js';

/** The pages the server renders for one request (decision 066): a report for its owner, and a shared report. */
export type ServerRenderedPage = 'report' | 'sharedReport';

/**
 * The file in SERVER_RENDER_DIR that names the app's start chunks (decision 087): `shell`, the app's start, which the
 * shell of a page rendered in the browser asks for at once; `pages`, for each server-rendered page and language, the
 * scripts its document lists for the entry to fetch after the first paint and evaluate in parts.
 */
export const SERVER_RENDER_START_FILE = 'start-chunks.json';

/** What SERVER_RENDER_START_FILE holds (`pages[page][language]`). */
export type StartChunks = {
  shell: readonly string[];
  pages: Record<ServerRenderedPage, Readonly<Record<string, readonly string[]>>>;
};
