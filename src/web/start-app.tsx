import './lib/effects-in-a-task';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { seedVisitorSession, sessionQueryOptions } from './lib/use-session';
import { readQuerySeeds } from './lib/read-query-seeds';
import { queryClient } from './lib/query-client';
import { APP_CATALOGUES } from './app/app-catalogues';
import { i18n, pageLanguage, startI18n } from './lib/i18n';
import { createAppRouter } from './router';
import { prefetchSignedInHome } from './lib/account-api';
import { paths } from './lib/paths';
import { pathWithoutLanguage } from '#core/i18n/languages';
import { hydrateInTurns } from './components/hydrate-in-turn';
import { nextTask } from './lib/next-task';

/**
 * Starts the app in #root. A prerendered public page (decision 063) is the visitor's view, and a report page the
 * server rendered for this request (decision 066) comes with the API answers it was made from: Preact hydrates either
 * as it stands (decision 086), the long parts of a report each in a task of its own (components/hydrate-in-turn.tsx),
 * so a tap is never kept waiting long behind it. Any
 * other page (and a public page for someone holding a session, whom the server sends the plain shell) is rendered here.
 */
export async function startApp(container: HTMLElement, prerendered: boolean): Promise<void> {
  const seeds = prerendered ? readQuerySeeds(document) : null;
  if (seeds) for (const seed of seeds) queryClient.setQueryData(seed.key, seed.data);
  else if (prerendered) seedVisitorSession(queryClient);
  // Who is signed in is asked at once, while the page's code downloads (the header and most pages wait on it).
  void queryClient.prefetchQuery(sessionQueryOptions);
  const language = pageLanguage();
  // The server sends the plain shell for the home only to a request with a session cookie: the signed-in home's
  // answers and its code are asked for beside the session, not once the home's route has asked who is signed in.
  if (!prerendered && pathWithoutLanguage(window.location.pathname) === paths.home) {
    prefetchSignedInHome(queryClient);
    void import('./features/home/signed-in-home');
  }
  document.documentElement.lang = language;
  const [router] = await Promise.all([createAppRouter(prerendered), startI18n(language, APP_CATALOGUES)]);
  // The page's code was evaluated in this task: the page comes to life in the next (each a task a tap can pass).
  if (prerendered) await nextTask();
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
  if (prerendered) hydrateInTurns(() => startTransition(() => void hydrateRoot(container, app)));
  else createRoot(container).render(app);
}
