import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { Link } from 'react-router';
import { getPurchaseTier, OFFER_CARD_TIER_ID } from '#core/constants';
import { formatUsd } from '#core/primitives/format';
import { purchaseIntentValue } from '#core/account/purchase-intent';
import { CheckIcon } from './icons';
import { buttonClass } from './button-styles';
import { ErrorAlert } from './alerts';
import { signupPath } from '../lib/auth-paths';
import { useSession } from '../lib/use-session';
import { useCheckout } from '../lib/use-checkout';
import { offerTexts } from '../lib/landing-texts';

const offerTier = getPurchaseTier(OFFER_CARD_TIER_ID);

/**
 * The 30-day offer card (only the 30-day plan is shown; docs/product.md#landing-page) with the money-back note. A
 * signed-in renter goes straight to checkout; a visitor first creates an account, carrying the purchase intent so
 * checkout follows.
 */
export function OfferCard({ className = '' }: { className?: string }) {
  const { _ } = useLingui();
  const titleId = useId();
  const { isLoggedIn } = useSession();
  const checkout = useCheckout();
  if (!offerTier) return null;
  const busy = checkout.processingTier !== null;
  const OFFER = offerTexts(_);

  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border-2 border-brand-700 bg-white p-6 shadow-lg sm:p-8 ${className}`}
    >
      {offerTier.mostPopular ? (
        <p className="mb-3 inline-block rounded-full bg-brand-700 px-3 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
          {OFFER.badge}
        </p>
      ) : null}
      <h2 id={titleId} className="text-2xl font-bold text-slate-900">
        {OFFER.title}
      </h2>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-5xl font-extrabold tracking-tight text-slate-900">
          {formatUsd(offerTier.priceCents / 100)}
        </span>
        <span className="text-lg text-slate-600">{OFFER.priceNote}</span>
      </p>
      <ul className="mt-6 space-y-3">
        {OFFER.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-700">
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {feature}
          </li>
        ))}
      </ul>
      <p className="mt-6 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-900">{OFFER.guarantee}</p>
      {isLoggedIn ? (
        <button
          type="button"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void checkout.buy(offerTier.id)}
          className={`mt-6 w-full ${buttonClass('primary', 'lg')}`}
        >
          {busy ? OFFER.opening : OFFER.cta}
        </button>
      ) : (
        <Link
          to={signupPath(purchaseIntentValue(offerTier.id))}
          className={`mt-6 w-full ${buttonClass('primary', 'lg')}`}
        >
          {OFFER.cta}
        </Link>
      )}
      {checkout.error ? <ErrorAlert className="mt-4">{checkout.error}</ErrorAlert> : null}
    </section>
  );
}
