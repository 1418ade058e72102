import { formatUsd } from '#core/primitives/format';
import type { PurchaseTier } from '#core/constants';
import type { OutgoingEmail } from '../jobs/outbox';
import { escapeHtml } from '#core/primitives/escape-html';

function dateText(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

function what(tier: PurchaseTier, planEnds: Date | null): string {
  if (tier.reports !== null) return `${tier.reports} Rental Value Reports were added to your account.`;
  return planEnds ? `Unlimited Rental Value Reports until ${dateText(planEnds)}.` : 'Unlimited Rental Value Reports.';
}

function email(kind: string, to: string, subject: string, paragraphs: string[]): OutgoingEmail {
  return {
    kind,
    to,
    subject,
    text: [...paragraphs, '', 'RentValue'].join('\n\n'),
    html: `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}\n<p>RentValue</p>`,
  };
}

/** The receipt sent when a purchase is fulfilled. */
export function receiptEmail(options: {
  to: string;
  firstName: string | null;
  tier: PurchaseTier;
  amountCents: number;
  planEnds: Date | null;
  refundBy: Date;
}): OutgoingEmail {
  const first = options.firstName?.trim() || 'there';
  return email('receipt', options.to, `Your RentValue receipt: ${options.tier.name}`, [
    `Hi ${first},`,
    `Thank you for your purchase of ${options.tier.name} for ${formatUsd(options.amountCents / 100)}, a one-time payment with no subscription.`,
    what(options.tier, options.planEnds),
    `Not what you needed? Our 100% money-back guarantee, no questions asked: refund it from your account page until ${dateText(options.refundBy)}.`,
  ]);
}

/** The confirmation sent when a purchase is refunded. */
export function refundEmail(options: {
  to: string;
  firstName: string | null;
  tier: PurchaseTier;
  amountCents: number;
}): OutgoingEmail {
  const first = options.firstName?.trim() || 'there';
  return email('refund', options.to, `Your RentValue refund: ${options.tier.name}`, [
    `Hi ${first},`,
    `We have refunded ${formatUsd(options.amountCents / 100)} for ${options.tier.name}. Depending on your bank it reaches your card within 5 to 10 business days.`,
    'What the purchase gave has been taken off your account; reports you already ran stay yours.',
  ]);
}
