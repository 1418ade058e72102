import { useEffect, useState } from 'react';

/** Set once the page has painted and gone idle: from then on heavy parts mount at once (their code may be cached). */
let painted = false;

/** The longest a heavy part waits for the browser to go idle after the paint. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * False until the page's first paint is on screen and the browser has a moment to spare, then true. A heavy part
 * (the charts' code, the map's) mounts only then, with a box of its own size in its place meanwhile: its download
 * and start-up never hold back the heading, the score and the range, which paint first (issue 16).
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      painted = true;
      setReady(true);
    };
    // A frame callback runs just before the paint; the idle callback after that frame is on screen.
    const frame = requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(done, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
