// <html data-app-ready>: set once the app answers (a prerendered or server-rendered page is hydrated; layout.tsx).
// Tools and tests wait for it; code that must not run during a page's first hydration checks it.

export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Whether the app has answered already: false while a page loaded from the server is being hydrated. */
export function isAppReady(): boolean {
  return document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);
}
