import type { Database } from '../db/client';
import { paymentEvents } from '../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Records a payment provider's event once (unique provider + event id), inside the transaction that acts on it:
 * false when the same event was recorded before, so a repeated delivery changes nothing.
 */
export async function recordPaymentEvent(
  tx: Transaction,
  event: { provider: string; eventId: string; eventType: string; purchaseId?: string | null },
): Promise<boolean> {
  const recorded = await tx
    .insert(paymentEvents)
    .values({
      provider: event.provider,
      providerEventId: event.eventId,
      type: event.eventType,
      purchaseId: event.purchaseId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return recorded.length > 0;
}
