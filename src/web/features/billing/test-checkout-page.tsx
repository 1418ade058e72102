import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { formatUsd } from '#core/format';
import { errorWithMessage } from '#core/messages';
import { buttonClass } from '../../components/button-styles';
import { ErrorAlert, TextField } from '../../components/form-controls';
import { Seo } from '../../components/seo';
import { errorMessage } from '../../lib/error-message';
import { getTestCheckout, payTestCheckout } from './billing-api';

/**
 * /checkout/test/{sessionId}: the built-in test checkout (ARCHITECTURE payments default), standing in for the card
 * provider's hosted page. Clearly TEST MODE: no card is charged; Stripe's test numbers decide the outcome.
 */
export function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const checkout = useQuery({ queryKey: ['test-checkout', sessionId], queryFn: ({ signal }) => getTestCheckout(sessionId, signal), select: (d) => d.checkout });
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', name: '' });
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof card) => (value: string) => setCard((previous) => ({ ...previous, [key]: value }));

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    setPaying(true);
    setError(null);
    try {
      const { redirectUrl } = await payTestCheckout(sessionId, card);
      window.location.assign(redirectUrl);
    } catch (failure) {
      setError(errorMessage(failure));
      setPaying(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10">
      <Seo title="Checkout (Test Mode)" noindex />
      <p className="rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-center font-bold uppercase tracking-wide text-amber-900">
        Test mode: no card is charged
      </p>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">Checkout</h1>
      {checkout.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          Loading checkout…
        </p>
      ) : checkout.isError ? (
        <p role="alert" className="mt-4 text-red-700">
          {errorWithMessage(errorMessage(checkout.error))}
        </p>
      ) : checkout.data.status === 'paid' ? (
        <p className="mt-4 text-slate-800">This checkout is already paid.</p>
      ) : (
        <>
          <div className="mt-4 flex items-baseline justify-between rounded-xl border border-slate-200 bg-white p-5">
            <p className="font-semibold text-slate-900">{checkout.data.tierName}</p>
            <p className="text-2xl font-bold text-slate-900">{formatUsd(checkout.data.amountCents / 100)}</p>
          </div>
          <p className="mt-2 text-sm text-slate-600">One-time payment, no subscription. 100% money-back guarantee.</p>
          <form noValidate onSubmit={(e) => void pay(e)} className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5">
            <TextField label="Card number" name="cardNumber" value={card.number} onChange={set('number')} autoComplete="off" hint="Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined." />
            <div className="grid grid-cols-2 gap-4">
              <TextField label="Expiry (MM/YY)" name="expiry" value={card.expiry} onChange={set('expiry')} autoComplete="off" />
              <TextField label="CVC" name="cvc" value={card.cvc} onChange={set('cvc')} autoComplete="off" />
            </div>
            <TextField label="Name on card" name="cardName" value={card.name} onChange={set('name')} autoComplete="off" />
            {error ? <ErrorAlert>{error}</ErrorAlert> : null}
            <button type="submit" className={`${buttonClass('primary')} w-full`} disabled={paying} aria-busy={paying}>
              {paying ? 'Processing…' : `Pay ${formatUsd(checkout.data.amountCents / 100)}`}
            </button>
          </form>
          <p className="mt-4 text-center">
            <a href={checkout.data.cancelPath} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              Cancel and go back
            </a>
          </p>
        </>
      )}
    </div>
  );
}
