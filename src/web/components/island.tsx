import type { ReactNode } from 'react';

/**
 * The interactive parts of a public page (decision 085). On a page written at build time for visitors, the browser
 * does not start the app: it brings to life only these parts, each on its own, from small code (islands/main.ts,
 * islands/islands.ts). Everywhere else (the app's own pages) the wrapper is a box that takes no room.
 */
export type IslandName =
  | 'header'
  | 'language-offer'
  | 'footer'
  | 'demo-score-card'
  | 'sample-reports'
  | 'how-to'
  | 'renters-checklist'
  | 'learn-more'
  | 'tenant-rights'
  | 'affordability-calculator';

/** The attribute that names an island in the page's HTML. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Marks `children` as the island `name`: islands/islands.ts renders the same component with no props. */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div data-island={name} className="contents">
      {children}
    </div>
  );
}
