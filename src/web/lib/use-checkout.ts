import { useState } from 'react';
import { CHECKOUT_MESSAGES } from '#core/messages';
import type { PendingAction } from '#core/site/redirect-path';
import { useCoreText } from './core-messages';
import { useErrorMessage } from './error-message';
import { useSession } from './use-session';
import { startCheckout } from './billing-api';

/** Creates the checkout session and leaves for the provider's hosted page; throws with a readable message. */
export async function goToCheckout(tier: number, pendingAction: PendingAction | null): Promise<void> {
  const session = await startCheckout({
    tier,
    pendingAction,
    fromPath: `${window.location.pathname}${window.location.search}`,
  });
  if (!session.sessionId || !session.url) throw new Error(CHECKOUT_MESSAGES.noSessionId);
  window.location.assign(session.url);
}

/**
 * The checkout flow (docs/product.md#checkout): idle → loading while the session is created (the processing tier is
 * set) → off to the provider's hosted page. Any failure resets the loading flag and the processing tier and leaves a
 * message, in the page's language.
 */
export function useCheckout() {
  const { isLoggedIn } = useSession();
  const [processingTier, setProcessingTier] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const core = useCoreText();
  const describe = useErrorMessage();

  const buy = async (tier: number, pendingAction: PendingAction | null = null) => {
    if (processingTier !== null) return;
    setError(null);
    if (!isLoggedIn) {
      setError(core(CHECKOUT_MESSAGES.sessionExpired));
      return;
    }
    setProcessingTier(tier);
    try {
      await goToCheckout(tier, pendingAction);
    } catch (failure) {
      setError(describe(failure));
      setProcessingTier(null);
    }
  };

  return { buy, processingTier, error };
}
