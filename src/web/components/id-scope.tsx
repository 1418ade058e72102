import type { ReactElement } from 'react';

/**
 * `element`, with the ids `useId` gives inside it taken from a series of their own, numbered `scope` (decision 086).
 * Preact numbers ids per tree it renders ("P0-1", "P0-2"…), and each island of a public page is a tree of its own once
 * it comes to life, while the page's HTML was one tree: without a scope, two islands gave their dialogs' headings the
 * same id, and an island's new ids did not match the ones its HTML was written with. Preact starts a series at the
 * nearest element above that carries one (`__m`, its name for it in Preact's published build), on the server and in
 * the browser alike; the element must be made by the caller, not returned by a component. Under React (the unit
 * tests) nothing changes: its elements are sealed, and its ids are its own.
 */
export function withIdScope<Element extends ReactElement>(scope: number, element: Element): Element {
  if (Object.isExtensible(element)) Object.assign(element, { __m: [scope, 0] });
  return element;
}
