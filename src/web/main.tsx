import { isPrerenderedDocument } from './lib/prerendered';
import './styles.css';

// The entry is kept tiny (decision 063). A prerendered page is already on screen from its HTML: the app's code (React,
// the router, the page) is fetched only once that first paint is done, so nothing it costs delays it. A page rendered
// in the browser fetches it at once.
const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
const prerendered = isPrerenderedDocument(document);
if (prerendered) await afterFirstPaint();
const { startApp } = await import('./start-app');
await startApp(container, prerendered);

/** Resolves just after the browser has painted the next frame (the first one, on a fresh page). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
