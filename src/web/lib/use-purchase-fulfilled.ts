import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ACCOUNT_QUERY_KEY } from './auth-api';
import { getPurchaseBySession } from './billing-api';

const POLL_MS = 1000;
/** About 30 seconds: Stripe's webhook usually lands within a few. */
const MAX_POLLS = 30;

export type FulfilmentState = 'none' | 'waiting' | 'paid' | 'failed';

/**
 * After returning from checkout the payment provider's confirmation (Stripe's webhook) may still be on its way, so
 * the page waits for the purchase to be paid before welcoming the buyer or running their pending report
 * (docs/product.md#returning-from-checkout).
 * Refreshes the profile once it is.
 */
export function usePurchaseFulfilled(
  sessionId: string | null,
  enabled: boolean,
): { state: FulfilmentState; tier: number | null } {
  const queryClient = useQueryClient();
  const [polls, setPolls] = useState(0);
  const query = useQuery({
    queryKey: ['purchase-by-session', sessionId],
    queryFn: async ({ signal }) => {
      setPolls((n) => n + 1);
      return (await getPurchaseBySession(sessionId ?? '', signal)).purchase;
    },
    enabled: enabled && sessionId !== null,
    retry: false,
    refetchInterval: (q) => (q.state.data?.status === 'paid' || polls >= MAX_POLLS ? false : POLL_MS),
  });
  const paid = query.data?.status === 'paid' || query.data?.status === 'refunded';
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
  }, [paid, queryClient]);
  const tier = query.data?.tier ?? null;
  if (sessionId === null) return { state: 'none', tier };
  if (paid) return { state: 'paid', tier };
  if (polls >= MAX_POLLS) return { state: 'failed', tier };
  return { state: 'waiting', tier };
}
