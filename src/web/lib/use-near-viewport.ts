import { useEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { useAfterFirstPaint } from './use-after-first-paint';

/** How far ahead of the viewport a part mounts: one screen's height above and below it. */
const AHEAD = '100% 0px';

let printing = false;
const listeners = new Set<() => void>();

/**
 * Every part waiting for the viewport mounts now, for a print (the report's Print button calls it first; the browser's
 * own print command reaches it through `beforeprint`, which React renders before the page is laid out for paper).
 */
export function mountEverythingForPrint(): void {
  if (printing) return;
  printing = true;
  flushSync(() => {
    for (const listener of listeners) listener();
  });
}

if (typeof window !== 'undefined') window.addEventListener('beforeprint', mountEverythingForPrint);

/**
 * Calls `listener` when the page is about to be printed, or at once if it is being printed already (a part that comes
 * to life while the Print button waits for the charts); returns the unsubscribe.
 */
export function whenPrinting(listener: () => void): () => void {
  if (printing) {
    listener();
    return () => {};
  }
  return subscribeToPrint(listener);
}

function subscribeToPrint(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A ref for a heavy part's box, and whether to mount the part: false until the page's first paint is done and the box
 * comes within a screen of the viewport (or the page is printed), then true for good. A chart five screens down a
 * phone's report costs nothing until the renter scrolls towards it (Recharts' start-up and drawing were most of the
 * report page's blocked main thread: docs/decisions/066-server-rendered-report-pages.md).
 */
export function useNearViewport<T extends Element>(): [(element: T | null) => void, boolean] {
  const painted = useAfterFirstPaint();
  const forPrint = useSyncExternalStore(
    subscribeToPrint,
    () => printing,
    () => false,
  );
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!painted || near || !element) return;
    // Without an observer to ask (an old browser), the part mounts as if it were near.
    if (typeof IntersectionObserver === 'undefined') {
      queueMicrotask(() => setNear(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [painted, near, element]);
  return [setElement, (painted && near) || forPrint];
}
