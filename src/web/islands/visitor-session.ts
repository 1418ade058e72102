import type { Session } from '../lib/use-session';

// What an island sees as the session (decision 085): the server sends a page written at build time only to requests
// without a session cookie, so the islands of such a page are always a visitor's. Stands in for lib/use-session.ts in
// the islands' build (tools/build/islands-build.ts), which keeps the API client and TanStack Query out of it.

const VISITOR: Session = { user: null, isLoggedIn: false, isPending: false };

export function useSession(): Session {
  return VISITOR;
}
