import { CORE_TEXTS_ES } from '#core/translations/core-texts-es';
import { translateCoreText } from '#core/i18n/core-text';
import { FORMAT_LOCALES, type Language } from '#core/i18n/languages';
import { formatUsd } from '#core/primitives/format';
import type { PurchaseTier } from '#core/constants';
import type { OutgoingEmail } from '../jobs/outbox';
import { escapeHtml } from '#core/primitives/escape-html';

/** The receipt's and the refund confirmation's words in each language (decision 074): the same facts, written for each. */
const BILLING_EMAIL_TEXTS = {
  en: {
    greeting: (first: string | null) => `Hi ${first ?? 'there'},`,
    tierName: (name: string) => name,
    receiptSubject: (tier: string) => `Your RentValue receipt: ${tier}`,
    thanks: (tier: string, amount: string) =>
      `Thank you for your purchase of ${tier} for ${amount}, a one-time payment with no subscription.`,
    reportsAdded: (count: number) => `${count} Rental Value Reports were added to your account.`,
    unlimitedUntil: (date: string) => `Unlimited Rental Value Reports until ${date}.`,
    unlimited: 'Unlimited Rental Value Reports.',
    guarantee: (date: string) =>
      `Not what you needed? Our 100% money-back guarantee, no questions asked: refund it from your account page until ${date}.`,
    refundSubject: (tier: string) => `Your RentValue refund: ${tier}`,
    refunded: (amount: string, tier: string) =>
      `We have refunded ${amount} for ${tier}. Depending on your bank it reaches your card within 5 to 10 business days.`,
    takenBack: 'What the purchase gave has been taken off your account; reports you already ran stay yours.',
  },
  es: {
    greeting: (first: string | null) => (first ? `Hola, ${first}:` : 'Hola:'),
    tierName: (name: string) => translateCoreText(name, CORE_TEXTS_ES),
    receiptSubject: (tier: string) => `Su recibo de RentValue: ${tier}`,
    thanks: (tier: string, amount: string) =>
      `Gracias por su compra de ${tier} (${amount}), un pago único sin suscripción.`,
    reportsAdded: (count: number) => `Se agregaron ${count} Informes de Valor de Renta a su cuenta.`,
    unlimitedUntil: (date: string) => `Informes de Valor de Renta ilimitados hasta el ${date}.`,
    unlimited: 'Informes de Valor de Renta ilimitados.',
    guarantee: (date: string) =>
      `¿No es lo que necesitaba? Nuestra garantía de devolución del dinero del 100%, sin preguntas: pida el reembolso desde la página de su cuenta hasta el ${date}.`,
    refundSubject: (tier: string) => `Su reembolso de RentValue: ${tier}`,
    refunded: (amount: string, tier: string) =>
      `Le reembolsamos ${amount} por ${tier}. Según su banco, llegará a su tarjeta en un plazo de 5 a 10 días hábiles.`,
    takenBack: 'Lo que le dio la compra se retiró de su cuenta; los informes que ya generó siguen siendo suyos.',
  },
} satisfies Record<Language, unknown>;

function dateText(date: Date, language: Language): string {
  return date.toLocaleDateString(FORMAT_LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function what(tier: PurchaseTier, planEnds: Date | null, language: Language): string {
  const words = BILLING_EMAIL_TEXTS[language];
  if (tier.reports !== null) return words.reportsAdded(tier.reports);
  return planEnds ? words.unlimitedUntil(dateText(planEnds, language)) : words.unlimited;
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

/** The receipt sent when a purchase is fulfilled, in the account's language. */
export function receiptEmail(options: {
  to: string;
  firstName: string | null;
  tier: PurchaseTier;
  amountCents: number;
  planEnds: Date | null;
  refundBy: Date;
  language?: Language;
}): OutgoingEmail {
  const language = options.language ?? 'en';
  const words = BILLING_EMAIL_TEXTS[language];
  const tier = words.tierName(options.tier.name);
  return email('receipt', options.to, words.receiptSubject(tier), [
    words.greeting(options.firstName?.trim() || null),
    words.thanks(tier, formatUsd(options.amountCents / 100)),
    what(options.tier, options.planEnds, language),
    words.guarantee(dateText(options.refundBy, language)),
  ]);
}

/** The confirmation sent when a purchase is refunded, in the account's language. */
export function refundEmail(options: {
  to: string;
  firstName: string | null;
  tier: PurchaseTier;
  amountCents: number;
  language?: Language;
}): OutgoingEmail {
  const words = BILLING_EMAIL_TEXTS[options.language ?? 'en'];
  const tier = words.tierName(options.tier.name);
  return email('refund', options.to, words.refundSubject(tier), [
    words.greeting(options.firstName?.trim() || null),
    words.refunded(formatUsd(options.amountCents / 100), tier),
    words.takenBack,
  ]);
}
