import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { recordPaymentEvent } from './payment-events';
import { takeBackPurchase } from './refund-purchase';

export type TakeBackResult =
  'taken_back' | 'already_taken_back' | 'partial_refund' | 'duplicate_event' | 'unknown_payment';

/**
 * The provider says money went back to the buyer outside our refund button: a refund made in Stripe's dashboard
 * (charge.refunded) or a chargeback (charge.dispute.created). What the purchase granted is taken back through the
 * money-back refund's own path (takeBackPurchase), once: the event is recorded in payment_events in the same
 * transaction (a repeated delivery is a duplicate), and a purchase already refunded, by our button or by an earlier
 * event, is not taken from twice. A partial refund takes nothing back (docs/decisions/056); the refund that completes
 * it does. The purchase is found by the provider's payment id (Stripe's payment_intent), recorded at fulfilment.
 */
export async function takeBackPayment(options: {
  db: Database;
  provider: string;
  eventId: string;
  eventType: string;
  providerPaymentId: string | null;
  /** False for a partial refund. */
  whole: boolean;
  /** The refund confirmation email; not for a dispute (the buyer's bank, not us, gave the money back). */
  confirmByEmail: boolean;
  now?: Date;
}): Promise<TakeBackResult> {
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    const [purchase] = options.providerPaymentId
      ? await queryRows<{ id: string }>(
          tx,
          sql`select id from purchases where provider = ${options.provider} and provider_payment_id = ${options.providerPaymentId} for update`,
        )
      : [];
    if (!(await recordPaymentEvent(tx, { ...options, purchaseId: purchase?.id }))) return 'duplicate_event';
    if (!purchase) return 'unknown_payment';
    if (!options.whole) return 'partial_refund';
    const taken = await takeBackPurchase(tx, { purchaseId: purchase.id, now, confirmByEmail: options.confirmByEmail });
    return taken ? 'taken_back' : 'already_taken_back';
  });
}
