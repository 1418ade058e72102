import { useSearchParams } from 'react-router';
import { signedInDestination } from '#core/site/redirect-path';
import { REDIRECT_PARAM } from '../../lib/auth-paths';
import { useSession } from '../../lib/use-session';

export type SignedInDestination = {
  /** The session is not known yet: the page shows its loading state rather than a form it may not need. */
  pending: boolean;
  /** Where to send a renter who arrived signed in; null when the page shows its form. */
  destination: string | null;
};

/**
 * /login and /signup for someone already signed in (docs/product.md#routes; the forms used to be shown again, e.g.
 * back from a cancelled checkout): the page's `redirect` when safe, otherwise the signed-in home with the plan card
 * (core's signedInDestination). `signingInHere` is true once the page's own form has sent its request: that sign-in
 * goes on by itself (the success message, checkout, the redirect) and is not overtaken.
 */
export function useSignedInDestination(signingInHere: boolean): SignedInDestination {
  const { isLoggedIn, isPending } = useSession();
  const [params] = useSearchParams();
  if (signingInHere) return { pending: false, destination: null };
  if (isPending) return { pending: true, destination: null };
  return { pending: false, destination: isLoggedIn ? signedInDestination(params.get(REDIRECT_PARAM)) : null };
}
