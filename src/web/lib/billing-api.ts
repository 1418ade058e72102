import { queryOptions } from '@tanstack/react-query';
import type { PendingAction } from '#core/site/redirect-path';
import type {
  CheckoutSession,
  PurchaseItem,
  RefundResult,
  TestCard,
  TestCheckoutSummary,
  TestPaymentResult,
} from '#core/api/billing';
import { apiGet, apiPost } from './api-client';
import { ACCOUNT_QUERY_KEY } from './auth-api';

export type { PurchaseItem, TestCheckoutSummary };

export function startCheckout(body: {
  tier: number;
  pendingAction: PendingAction | null;
  fromPath: string;
}): Promise<CheckoutSession> {
  return apiPost('/api/checkout', body);
}

export const purchasesQueryOptions = queryOptions({
  queryKey: [...ACCOUNT_QUERY_KEY, 'purchases'] as const,
  queryFn: ({ signal }) => apiGet<{ items: PurchaseItem[] }>('/api/purchases', { signal }),
  select: (data) => data.items,
});

export function getPurchaseBySession(sessionId: string, signal?: AbortSignal): Promise<{ purchase: PurchaseItem }> {
  return apiGet(`/api/purchases/by-session/${encodeURIComponent(sessionId)}`, signal ? { signal } : undefined);
}

export function refundPurchase(id: string): Promise<RefundResult> {
  return apiPost(`/api/purchases/${encodeURIComponent(id)}/refund`, {});
}

export function getTestCheckout(sessionId: string, signal?: AbortSignal): Promise<{ checkout: TestCheckoutSummary }> {
  return apiGet(`/api/checkout/test/${encodeURIComponent(sessionId)}`, signal ? { signal } : undefined);
}

export function payTestCheckout(sessionId: string, card: TestCard): Promise<TestPaymentResult> {
  return apiPost(`/api/checkout/test/${encodeURIComponent(sessionId)}/pay`, card);
}
