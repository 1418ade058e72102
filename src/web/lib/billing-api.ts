import { queryOptions } from '@tanstack/react-query';
import type { PendingAction } from '#core/site/redirect-path';
import { billingOperations, type PurchaseItem, type TestCard } from '#core/api/billing';
import { callApi } from './api-client';
import { ACCOUNT_QUERY_KEY } from './auth-api';

export type { PurchaseItem };

export function startCheckout(body: { tier: number; pendingAction: PendingAction | null; fromPath: string }) {
  return callApi(billingOperations.checkout, { body });
}

export const purchasesQueryOptions = queryOptions({
  queryKey: [...ACCOUNT_QUERY_KEY, 'purchases'] as const,
  queryFn: ({ signal }) => callApi(billingOperations.purchases, { signal }),
  select: (data) => data.items,
});

export function getPurchaseBySession(sessionId: string, signal?: AbortSignal) {
  return callApi(billingOperations.purchaseBySession, { params: { sessionId }, signal });
}

export function refundPurchase(id: string) {
  return callApi(billingOperations.refund, { params: { id } });
}

export function getTestCheckout(sessionId: string, signal?: AbortSignal) {
  return callApi(billingOperations.testCheckout, { params: { sessionId }, signal });
}

export function payTestCheckout(sessionId: string, card: TestCard) {
  return callApi(billingOperations.testPay, { params: { sessionId }, body: card });
}
