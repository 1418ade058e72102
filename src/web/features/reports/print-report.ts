import { mountEverythingForPrint } from '../../lib/use-near-viewport';
import { loadChartCode } from './chart-sections';

/** The longest the Print button waits for the charts to be drawn before it opens the print dialog anyway. */
const CHARTS_WAIT_MS = 3000;

/**
 * The report's Print button: the charts mount at once (they otherwise wait until the renter scrolls near them), their
 * code is loaded and they are drawn, then the browser's print dialog opens, so the paper copy has them.
 */
export async function printReport(): Promise<void> {
  mountEverythingForPrint();
  // A chunk that fails to load shows the chart's own message, on paper too.
  await loadChartCode().catch(() => undefined);
  const deadline = Date.now() + CHARTS_WAIT_MS;
  while (Date.now() < deadline && document.querySelector('[data-chart-loading]')) await nextFrame();
  // One more frame for the drawing the last chart scheduled.
  await nextFrame();
  window.print();
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
