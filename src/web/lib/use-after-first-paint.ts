import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-paint';

/** Set once the page has painted and gone idle: from then on heavy parts mount at once (their code may be cached). */
let painted = false;

/**
 * False until the page's first paint is on screen and the browser has a moment to spare, then true. A heavy part
 * (the charts' code, the map's) mounts only then, with a box of its own size in its place meanwhile: its download
 * and start-up never hold back the heading, the score and the range, which paint first
 * (docs/decisions/066-server-rendered-report-pages.md).
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    return afterNextPaint(
      () => {
        painted = true;
        setReady(true);
      },
      { idle: true },
    );
  }, [ready]);
  return ready;
}
