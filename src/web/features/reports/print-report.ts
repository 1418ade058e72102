import { mountEverythingForPrint } from '../../lib/use-near-viewport';
import { loadChartCode } from './chart-sections';
import { nextTask } from '../../lib/next-task';

/** The longest the Print button waits for the charts to be drawn before it opens the print dialog anyway. */
const CHARTS_WAIT_MS = 3000;

const OPENED_FOR_PRINT = 'data-opened-for-print';

/**
 * Opens every closed detail of the report, so the paper copy shows everything (docs/product.md#printing); marks what
 * it opened.
 */
function openAllDetails(): void {
  for (const details of document.querySelectorAll<HTMLDetailsElement>('[data-report-view] details:not([open])')) {
    details.setAttribute(OPENED_FOR_PRINT, '');
    details.open = true;
  }
}

/** Closes again what openAllDetails opened: the renter finds the page as they left it. */
function closeDetailsOpenedForPrint(): void {
  for (const details of document.querySelectorAll<HTMLDetailsElement>(`[${OPENED_FOR_PRINT}]`)) {
    details.removeAttribute(OPENED_FOR_PRINT);
    details.open = false;
  }
}

/**
 * For the browser's own print command: the report's closed details open before it prints and close after. Returns the
 * clean-up, for an effect.
 */
export function openDetailsForPrint(): () => void {
  window.addEventListener('beforeprint', openAllDetails);
  window.addEventListener('afterprint', closeDetailsOpenedForPrint);
  return () => {
    window.removeEventListener('beforeprint', openAllDetails);
    window.removeEventListener('afterprint', closeDetailsOpenedForPrint);
  };
}

/**
 * The report's Print button: the charts mount at once (they otherwise wait until the renter scrolls near them), their
 * code is loaded and they are drawn, every closed detail opens, then the browser's print dialog opens, so the paper
 * copy has everything.
 */
export async function printReport(): Promise<void> {
  mountEverythingForPrint();
  // The report's parts still waiting to come to life wake for the print (components/hydrate-in-turn.tsx) and render
  // in the microtasks that follow: a task later they are alive, their charts mounting, and their details answer.
  await nextTask();
  openAllDetails();
  // A chunk that fails to load shows the chart's own message, on paper too.
  await loadChartCode().catch(() => undefined);
  const deadline = Date.now() + CHARTS_WAIT_MS;
  while (Date.now() < deadline && chartsStillComing()) await nextFrame();
  // One more frame for the drawing the last chart scheduled.
  await nextFrame();
  window.print();
}

/**
 * Whether a chart of the report is still on its way: loading, or loaded but not drawn yet (Recharts draws once it
 * has measured its box, a moment after it mounts). A chart whose code failed shows its message, which counts as done.
 */
function chartsStillComing(): boolean {
  return [...document.querySelectorAll('[data-chart-box]')].some(
    (box) =>
      !box.querySelector('.recharts-surface') && !box.querySelector('[data-chart-message]:not([data-chart-loading])'),
  );
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
