import { eq, sql } from 'drizzle-orm';
import { applyPurchase } from '#core/account/apply-purchase';
import { getPurchaseTier } from '#core/constants';
import { refundDeadline } from '#core/account/purchase-refund';
import { queryRows, type Database } from '../db/client';
import { purchases, users } from '../db/schema';
import { lockPlanHolder } from './lock-plan-holder';
import { enqueueEmail } from '../jobs/outbox';
import { receiptEmail } from './billing-emails';
import { recordPaymentEvent } from './payment-events';

export type FulfilResult = 'fulfilled' | 'already_fulfilled' | 'duplicate_event' | 'unknown_session';

/**
 * The one fulfilment path, for Stripe's webhook and the built-in test checkout alike: applies the tier to the
 * buyer's plan (docs/product.md#upgrades-add-onto-a-plan, core applyPurchase), marks the purchase paid, records
 * what it granted and queues the receipt, all in one database transaction. Idempotent twice over: a provider event
 * is applied once (payment_events.provider_event_id is unique), and a purchase is fulfilled once whatever events say.
 */
export async function fulfilPurchase(options: {
  db: Database;
  provider: string;
  eventId: string;
  eventType: string;
  providerSessionId: string;
  providerPaymentId: string | null;
  now?: Date;
}): Promise<FulfilResult> {
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    const [purchase] = await queryRows<{
      id: string;
      user_id: string;
      tier: number;
      amount_cents: number;
      status: string;
    }>(
      tx,
      sql`select id, user_id, tier, amount_cents, status from purchases where provider_session_id = ${options.providerSessionId} for update`,
    );
    if (!(await recordPaymentEvent(tx, { ...options, purchaseId: purchase?.id }))) return 'duplicate_event';
    if (!purchase) return 'unknown_session';
    if (purchase.status !== 'pending' && purchase.status !== 'expired') return 'already_fulfilled';
    const tier = getPurchaseTier(purchase.tier);
    if (!tier) return 'unknown_session';

    const profile = await lockPlanHolder(tx, purchase.user_id);
    if (!profile) return 'unknown_session';
    const plan = applyPurchase(profile, tier.id, now);
    await tx
      .update(users)
      .set({ planType: plan.plan_type, planEnds: plan.plan_ends, credits: plan.credits, paidPlan: true })
      .where(eq(users.id, purchase.user_id));
    await tx
      .update(purchases)
      .set({
        status: 'paid',
        paidAt: now,
        providerPaymentId: options.providerPaymentId,
        grantedDays: tier.days,
        grantedCredits: tier.reports,
      })
      .where(eq(purchases.id, purchase.id));
    await enqueueEmail(
      tx,
      receiptEmail({
        to: profile.email,
        firstName: profile.first_name,
        tier,
        amountCents: purchase.amount_cents,
        planEnds: plan.plan_ends,
        refundBy: refundDeadline(now),
        language: profile.language,
      }),
    );
    return 'fulfilled';
  });
}

/** A checkout the buyer left or that timed out (Stripe checkout.session.expired): pending becomes expired, once. */
export async function expirePurchase(options: {
  db: Database;
  provider: string;
  eventId: string;
  eventType: string;
  providerSessionId: string;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    if (!(await recordPaymentEvent(tx, options))) return;
    await tx
      .update(purchases)
      .set({ status: 'expired' })
      .where(sql`${purchases.providerSessionId} = ${options.providerSessionId} and ${purchases.status} = 'pending'`);
  });
}
