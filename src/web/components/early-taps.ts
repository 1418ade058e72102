import { APP_READY_ATTRIBUTE, isAppReady } from '../lib/app-ready';
import { afterTurns } from './hydrate-in-turn';
import { inNextTask } from '../lib/next-task';

// A page that arrives as HTML (a report the server rendered, a public page's islands) shows its buttons before its
// code has brought them to life: on a slow phone, a second or more. React replayed a tap made meanwhile once the
// page had hydrated; Preact does not, so the tap did nothing (decision 087). Taps on buttons are held from the start
// and made again, each button once and in order, once the page has come to life and its parts have taken their turns.

/** The box of a part that comes to life only when the renter comes near it (components/hydrate-in-turn.tsx). */
const WAITING_PART = '[data-hydrate-when-near]';

/** Holds the page's button taps until `<html data-app-ready>`, then replays them. Call it before the page hydrates. */
export function replayEarlyTaps(doc: Document): void {
  if (isAppReady()) return;
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || isAppReady()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
  };
  doc.addEventListener('click', hold, true);
  const observer = new MutationObserver(() => {
    if (!isAppReady()) return;
    observer.disconnect();
    doc.removeEventListener('click', hold, true);
    void afterTurns().then(() => inNextTask(() => replay(held)));
  });
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
}

function replay(buttons: readonly HTMLElement[]): void {
  for (const button of buttons) {
    if (!button.isConnected) continue;
    // A part still waiting wakes on a press, as it does for the renter's own, and is alive by the next task.
    if (button.closest(WAITING_PART)) button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    inNextTask(() => {
      if (button.isConnected) button.click();
    });
  }
}
