import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { nextTask } from '../lib/next-task';
import { whenPrinting } from '../lib/use-near-viewport';
import { withIdScope } from './id-scope';

// A server-rendered page is brought to life in one piece by Preact (decision 086): for a long report that is one task
// of a few hundred milliseconds on a slow phone, during which a tap waits. React cut it into slices itself; with
// Preact, the parts of the page wrapped in `inTurn` come to life each in a task of its own, in the order they
// are on the page, keeping the HTML they came with meanwhile (Preact keeps a suspended part's HTML while hydrating).
// A part wrapped in `whenNear` waits, besides, until the renter comes near it (decision 087).

let hydrating = false;

/** Runs `start` (the call that hydrates the page) with the parts below taking their turns. */
export function hydrateInTurns(start: () => void): void {
  hydrating = true;
  try {
    start();
  } finally {
    hydrating = false;
  }
}

let lastTurn: Promise<void> = Promise.resolve();

/** Settles once every turn asked for so far has been taken (components/early-taps.ts replays a held tap after them). */
export function afterTurns(): Promise<void> {
  return lastTurn;
}

/** Settles in a task of its own after every turn taken before it. */
function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(nextTask);
  return lastTurn;
}

function Contents({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

const CONTENTS = { default: Contents };

type Later = ComponentType<{ children: ReactNode }>;

/**
 * What holds a part back, made once per part: while the page is hydrated, a `lazy` that settles when `ready` does;
 * on the server, one that settles at once, so that the server render, which waits for it, writes the part between
 * Preact's Suspense markers (`<!--$s-->…<!--/$s-->`): the browser then keeps the whole part's HTML while it waits, not
 * only its first element. Null when the part renders as it is (the page rendered in the browser).
 */
function usePartHeldBack(ready: () => Promise<unknown>): Later | null {
  const [later] = useState(() => {
    if (hydrating) return lazy(() => ready().then(() => CONTENTS));
    if (typeof document === 'undefined') return lazy(() => Promise.resolve(CONTENTS));
    return null;
  });
  return later;
}

/** `children`, held back by `Later` if there is one. */
function HeldBack({ Later, children }: { Later: Later | null; children: ReactNode }) {
  if (!Later) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <Later>{children}</Later>
    </Suspense>
  );
}

/**
 * `children`, brought to life in a task of their own when the page is hydrated, and rendered as they are otherwise,
 * with the ids inside (`useId`) numbered in the series `idScope`, the same in the page's HTML and once they come to
 * life, whichever turn that is (components/id-scope.tsx; the scope must sit on an element the caller makes, hence a
 * function): a number of their own on the page, from 20 up (the islands have 1 to 19).
 */
export function inTurn(idScope: number, children: ReactNode, key?: string): ReactElement {
  return withIdScope(idScope, <HydrateInTurn key={key}>{children}</HydrateInTurn>);
}

function HydrateInTurn({ children }: { children: ReactNode }) {
  return <HeldBack Later={usePartHeldBack(nextTurn)}>{children}</HeldBack>;
}

/** How near the viewport a waiting part comes to life: within a screen's height above or below it. */
const NEAR = '100% 0px';

/** What brings a waiting part to life at once, before the event reaches it: a press, a hover, the focus. */
const WAKING_EVENTS = ['pointerdown', 'pointerover', 'focusin'] as const;

/**
 * `children` as `inTurn` brings them, except that on a hydrated page they wait, as the page's HTML, until they come
 * within a screen of the viewport (then in turn), or until the renter presses, hovers or focuses something in them, or
 * the page is printed (then at once, before the event goes on): a report's evidence, five screens down a phone, costs
 * a renter nothing until they scroll to it. They sit in a box that takes no room (`display: contents`).
 */
export function whenNear(idScope: number, children: ReactNode): ReactElement {
  return withIdScope(idScope, <HydrateWhenNear>{children}</HydrateWhenNear>);
}

function HydrateWhenNear({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // While the page is hydrated: what lets the part come to life, at once or in turn. A press that comes while the
  // part waits for its turn (it came near a moment before) lets it at once: its turn may come after the click.
  const [waiting] = useState(() => {
    if (!hydrating) return null;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const wake = (now: boolean) => (now ? release() : void nextTurn().then(release));
    return { released, wake };
  });
  const Later = usePartHeldBack(() => waiting!.released);
  useEffect(() => {
    const element = box.current;
    if (!waiting || !element) return;
    let stopPrint = () => {};
    const wakeNow = () => waiting.wake(true);
    // The box takes no room: its children are the ones that come near. Without an observer, the part wakes in turn.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              waiting.wake(false);
            },
            { rootMargin: NEAR },
          );
    const stopWatching = () => {
      for (const type of WAKING_EVENTS) element.removeEventListener(type, wakeNow, { capture: true });
      stopPrint();
      observer?.disconnect();
    };
    for (const type of WAKING_EVENTS) element.addEventListener(type, wakeNow, { capture: true });
    if (observer) for (const child of element.children) observer.observe(child);
    else waiting.wake(false);
    stopPrint = whenPrinting(wakeNow);
    void waiting.released.then(stopWatching);
    return stopWatching;
  }, [waiting]);
  return (
    <div ref={box} data-hydrate-when-near="" className="contents">
      <HeldBack Later={Later}>{children}</HeldBack>
    </div>
  );
}
