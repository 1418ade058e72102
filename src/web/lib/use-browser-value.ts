import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * A value only the browser knows that does not change while the page is open (the page's origin, a `<meta>` the
 * server wrote). A page rendered ahead of the browser (at build time, or by the server for one request) renders
 * `serverValue`, and so does the browser while it hydrates that HTML; the browser's own value follows at once.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(neverChanges, read, () => serverValue);
}
