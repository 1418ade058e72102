import { nextTask } from './next-task';
import { APP_START_CHUNKS_META } from './prerendered';

// The app's start is about 150 KB of gzipped script that the browser evaluates in one go: on a slow phone one task
// of about 200 ms, during which a tap on the prerendered page waits (Lighthouse counts it as blocking time). Its
// heaviest libraries are evaluated first, each in a task of its own (decision 075).
const PARTS: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('#core/forms/zod-fields'),
  () => import('./use-session'),
];

/** How many of the app's start chunks are asked for in one task. */
const PRELOADS_A_TASK = 8;

/**
 * On a prerendered page, or a report page the server rendered, that lists the app's start chunks (decision 087):
 * fetches them all at once, then evaluates the heaviest parts one task each, so the app's own import that follows
 * evaluates what is left. Without the list it does nothing: fetching part after part would cost a round trip each.
 */
export async function loadAppStartInParts(doc: Document): Promise<void> {
  const chunks = appStartChunks(doc);
  if (chunks.length === 0) return;
  // Each <link> the page gains costs the main thread a little: a report's 75 chunks, asked for in one go, were one
  // task of 160 to 280 ms on a slow phone (Lighthouse); a few at a time, they are tasks too short to keep a tap waiting.
  for (let start = 0; start < chunks.length; start += PRELOADS_A_TASK) {
    preloadModules(doc, chunks.slice(start, start + PRELOADS_A_TASK));
    await nextTask();
  }
  for (const part of PARTS) {
    await part();
    await nextTask();
  }
}

/** The app's start chunks a prerendered page lists (none on other pages). */
export function appStartChunks(doc: Document): string[] {
  const list = doc.querySelector(`meta[name="${APP_START_CHUNKS_META}"]`)?.getAttribute('content') ?? '';
  return list.split(' ').filter(Boolean);
}

/** Asks the browser to fetch these modules now (each once), without evaluating them. */
export function preloadModules(doc: Document, hrefs: readonly string[]): void {
  for (const href of hrefs) {
    if (doc.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    // As Vite's own preloads ask, so a preload and the import that follows it are one request.
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
