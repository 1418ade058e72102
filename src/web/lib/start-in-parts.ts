import { APP_START_CHUNKS_META } from './prerendered';

// The app's start is about 150 KB of gzipped script that the browser evaluates in one go: on a slow phone one task
// of about 200 ms, during which a tap on the prerendered page waits (Lighthouse counts it as blocking time). Its
// heaviest libraries are evaluated first, each in a task of its own (decision 075).
const PARTS: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('#core/forms/zod-fields'),
  () => import('./use-session'),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * On a prerendered page that lists the app's start chunks: fetches them all at once, then evaluates the heaviest
 * parts one task each, so the app's own import that follows evaluates what is left. Without the list (a page the
 * server rendered for one request) it does nothing: fetching part after part would cost a round trip each.
 */
export async function loadAppStartInParts(doc: Document): Promise<void> {
  const chunks = appStartChunks(doc);
  if (chunks.length === 0) return;
  preloadModules(doc, chunks);
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
