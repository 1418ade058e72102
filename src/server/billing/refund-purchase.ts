import { and, eq } from 'drizzle-orm';
import type { RefundResult } from '#core/api/billing';
import { getPurchaseTier } from '#core/constants';
import { isRefundable, revokeGrant } from '#core/account/purchase-refund';
import type { Database } from '../db/client';
import { purchases, users } from '../db/schema';
import { lockPlanHolder } from './lock-plan-holder';
import { AppError } from '../errors';
import { enqueueEmail } from '../jobs/outbox';
import { PaymentsError, type PaymentsProvider } from '../providers/payments/payments-port';
import { refundEmail } from './billing-emails';
import { SERVER_MESSAGES } from '../http/server-messages';

export const REFUND_MESSAGES = {
  notFound: SERVER_MESSAGES.purchaseNotFound,
  notRefundable: 'This purchase can no longer be refunded: refunds are open for 30 days after payment.',
} as const;

/**
 * The money-back guarantee: refund through the provider (one idempotency key per purchase, so a double click or a
 * retry refunds once there too), then, in one transaction and only if the purchase is still paid, take back what
 * it granted, mark it refunded and queue the confirmation (takeBackPurchase). A second call finds it refunded and
 * changes nothing; so does Stripe's charge.refunded for the same refund arriving before or after.
 */
export async function refundPurchase(options: {
  db: Database;
  payments: PaymentsProvider;
  userId: string;
  purchaseId: string;
  now?: Date;
}): Promise<RefundResult> {
  const now = options.now ?? new Date();
  const { db } = options;
  if (!/^[0-9a-f-]{36}$/i.test(options.purchaseId)) throw new AppError('NOT_FOUND', REFUND_MESSAGES.notFound);
  const [purchase] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, options.purchaseId), eq(purchases.userId, options.userId)));
  if (!purchase) throw new AppError('NOT_FOUND', REFUND_MESSAGES.notFound);
  if (purchase.status === 'refunded') return { status: 'refunded' };
  if (!isRefundable(purchase, now)) throw new AppError('CONFLICT', REFUND_MESSAGES.notRefundable);
  if (purchase.provider !== options.payments.name) throw new AppError('CONFLICT', SERVER_MESSAGES.otherPaymentProvider);

  try {
    await options.payments.refund({
      providerSessionId: purchase.providerSessionId,
      providerPaymentId: purchase.providerPaymentId,
      amountCents: purchase.amountCents,
      idempotencyKey: `refund-${purchase.id}`,
    });
  } catch (error) {
    if (error instanceof PaymentsError) throw new AppError('PROVIDER_UNAVAILABLE', error.message);
    throw error;
  }

  await db.transaction((tx) => takeBackPurchase(tx, { purchaseId: purchase.id, now, confirmByEmail: true }));
  return { status: 'refunded' };
}

/**
 * Takes back what a paid purchase granted, once: the one path for the money-back refund above and for Stripe's
 * charge.refunded and charge.dispute.created (stripe-webhook-routes.ts). Inside the caller's transaction: claims the
 * purchase (paid → refunded; anything else changes nothing and answers false), takes its days and credits off the
 * buyer's plan (revokeGrant) and, when asked, queues the refund confirmation. A purchase whose account was deleted
 * (user_id null) is only marked: there is no plan left to take from, nor anyone to write to.
 */
export async function takeBackPurchase(
  tx: Database,
  options: { purchaseId: string; now: Date; confirmByEmail: boolean },
): Promise<boolean> {
  const { now } = options;
  const [claimed] = await tx
    .update(purchases)
    .set({ status: 'refunded', refundedAt: now })
    .where(and(eq(purchases.id, options.purchaseId), eq(purchases.status, 'paid')))
    .returning();
  if (!claimed) return false;
  if (!claimed.userId) return true;
  const profile = await lockPlanHolder(tx, claimed.userId);
  if (!profile) return true;
  const revoked = revokeGrant(profile, { days: claimed.grantedDays, credits: claimed.grantedCredits }, now);
  await tx
    .update(users)
    .set({ planEnds: revoked.plan_ends, credits: revoked.credits })
    .where(eq(users.id, claimed.userId));
  const tier = getPurchaseTier(claimed.tier);
  if (tier && options.confirmByEmail) {
    await enqueueEmail(
      tx,
      refundEmail({
        to: profile.email,
        firstName: profile.first_name,
        tier,
        amountCents: claimed.amountCents,
        language: profile.language,
      }),
    );
  }
  return true;
}
