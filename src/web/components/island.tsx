import type { ReactNode } from 'react';
import { inTurn } from './hydrate-in-turn';

/**
 * The interactive parts of a public page (decision 085). On a page written at build time for visitors, the browser
 * does not start the app: it brings to life only these parts, each on its own, from small code (islands/main.ts,
 * islands/islands.ts). Everywhere else (the app's own pages) the wrapper is a box that takes no room.
 */
const ISLAND_NAMES = [
  'header',
  'language-offer',
  'footer',
  'demo-score-card',
  'sample-reports',
  'how-to',
  'renters-checklist',
  'learn-more',
  'tenant-rights',
  'affordability-calculator',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

/** The attribute that names an island in the page's HTML. */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * Marks `children` as the island `name`: islands/islands.ts renders the same component with no props. In the app, a
 * page hydrated from its HTML brings each island to life in a turn of its own (components/hydrate-in-turn.tsx).
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div data-island={name} className="contents">
      {inTurn(islandIdScope(name), children)}
    </div>
  );
}

/** The ids an island's fields get (`useId`) are its own, the same in the page's HTML and once it comes to life. */
export function islandIdScope(name: IslandName): number {
  return ISLAND_NAMES.indexOf(name) + 1;
}
