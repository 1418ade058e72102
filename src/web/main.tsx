import { afterNextPaint } from './lib/after-paint';
import { turnOnFullStylesheet } from './lib/full-stylesheet';
import { isPrerenderedDocument } from './lib/prerendered';
import { loadAppStartInParts } from './lib/start-in-parts';
import { replayEarlyTaps } from './components/early-taps';
import './styles.css';

// The entry is kept tiny (decision 063). A prerendered page is already on screen from its HTML: the app's code (React,
// the router, the page) is fetched only once that first paint is done, so nothing it costs delays it, and evaluated
// in parts so no one task keeps a tap waiting (lib/start-in-parts.ts). The page painted with the CSS its own HTML
// uses; the full stylesheet is turned on beside the app's start (lib/full-stylesheet.ts, decision 083). A page
// rendered in the browser fetches the app at once.
const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
const prerendered = isPrerenderedDocument(document);
if (prerendered) {
  // A tap on a button before the page has come to life is made again once it has (components/early-taps.ts).
  replayEarlyTaps(document);
  await new Promise<void>((resolve) => afterNextPaint(resolve));
  await Promise.all([turnOnFullStylesheet(document), loadAppStartInParts(document)]);
}
const { startApp } = await import('./start-app');
await startApp(container, prerendered);
