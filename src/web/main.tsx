import { afterNextPaint } from './lib/after-paint';
import { isPrerenderedDocument } from './lib/prerendered';
import './styles.css';

// The entry is kept tiny (decision 063). A prerendered page is already on screen from its HTML: the app's code (React,
// the router, the page) is fetched only once that first paint is done, so nothing it costs delays it. A page rendered
// in the browser fetches it at once.
const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
const prerendered = isPrerenderedDocument(document);
if (prerendered) await new Promise<void>((resolve) => afterNextPaint(resolve));
const { startApp } = await import('./start-app');
await startApp(container, prerendered);
