import { lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { inNextTask } from '../lib/next-task';
import { withIdScope } from './id-scope';

// A server-rendered page is brought to life in one piece by Preact (decision 086): for a long report that is one task
// of a few hundred milliseconds on a slow phone, during which a tap waits. React cut it into slices itself; with
// Preact, the parts of the page wrapped in `inTurn` come to life each in a task of its own, in the order they
// are on the page, keeping the HTML they came with meanwhile (Preact keeps a suspended part's HTML while hydrating).

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

/** Settles in a task of its own after every turn taken before it. */
function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(() => new Promise<void>((resolve) => inNextTask(resolve)));
  return lastTurn;
}

function Contents({ children }: { children: ReactNode }) {
  return <>{children}</>;
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
  const [Later] = useState(() => (hydrating ? lazy(() => nextTurn().then(() => ({ default: Contents }))) : null));
  if (!Later) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <Later>{children}</Later>
    </Suspense>
  );
}
