import { isIslandsPage } from '#core/site/prerender';
import { appStartChunks, preloadModules } from '../lib/start-in-parts';

/** How long after the page's load the app is fetched anyway, when the browser is idle: never in the first seconds. */
const IDLE_PREFETCH_AFTER_MS = 5000;

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** True for a link of this site to a page of the app (research, sign-up, account, a report): not an islands page. */
function leadsIntoApp(target: EventTarget | null): boolean {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || link.origin !== window.location.origin) return false;
  return !isIslandsPage(link.pathname);
}

/**
 * On an islands page (decision 085): the app's start chunks are fetched (not run) as soon as the visitor shows the
 * intent to go into the app (a pointer over, the focus on or a touch of a link there), or once the page has been
 * idle for a while, so the next page starts from the cache. Nothing is fetched in the page's first seconds otherwise.
 */
export function prefetchAppOnIntent(doc: Document): void {
  const chunks = appStartChunks(doc);
  if (chunks.length === 0) return;
  const prefetch = () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent);
    clearTimeout(timer);
    preloadModules(doc, chunks);
  };
  const onIntent = (event: Event) => {
    if (leadsIntoApp(event.target)) prefetch();
  };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { passive: true });
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(prefetch);
    else prefetch();
  }, IDLE_PREFETCH_AFTER_MS);
}
