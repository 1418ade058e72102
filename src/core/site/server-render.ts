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
 * The file in SERVER_RENDER_DIR with, for each server-rendered page and language, the scripts its document lists for
 * the entry to fetch after the first paint and evaluate in parts (decision 087): `{ report: { en: [...], es: [...] } }`.
 */
export const SERVER_RENDER_START_FILE = 'start-chunks.json';
