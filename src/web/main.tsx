import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { seedVisitorSession, sessionQueryOptions } from './features/auth/use-session';
import { isPrerenderedDocument } from './lib/prerendered';
import { queryClient } from './lib/query-client';
import { createAppRouter } from './router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// A prerendered public page (decision 063) is the visitor's view: hydrate it as it stands. Any other page (and any
// page for someone holding a session, whom the server sends the plain shell) is rendered here.
const prerendered = isPrerenderedDocument(document);
if (prerendered) seedVisitorSession(queryClient);
// Who is signed in is asked at once, while the page's code downloads (the header and most pages wait on it).
void queryClient.prefetchQuery(sessionQueryOptions);
const router = await createAppRouter(prerendered);
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);
if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
