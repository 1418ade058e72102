import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { formatUsd } from '#core/primitives/format';
import { errorWithMessage } from '#core/messages';
import { FormBanner } from '../../components/alerts';
import { TextField } from '../../components/field';
import { Seo } from '../../components/seo';
import { FormSubmit } from '../../components/submit-button';
import { errorMessage } from '../../lib/error-message';
import { useFormFeedback } from '../../lib/use-form-feedback';
import type { TestCard } from '#core/api/billing';
import { getTestCheckout, payTestCheckout } from '../../lib/billing-api';

/**
 * /checkout/test/{sessionId}: the built-in test checkout (docs/architecture.md#outside-services), standing in for the card
 * provider's hosted page. Clearly TEST MODE: no card is charged; Stripe's test numbers decide the outcome.
 */
export function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const checkout = useQuery({
    queryKey: ['test-checkout', sessionId],
    queryFn: ({ signal }) => getTestCheckout(sessionId, signal),
    select: (d) => d.checkout,
  });
  // Nothing is checked here: the server decides, as the card provider would.
  const form = useForm<TestCard>({ defaultValues: { number: '', expiry: '', cvc: '', name: '' } });
  const feedback = useFormFeedback(form, { order: [] });

  const pay = async (card: TestCard) => {
    const { redirectUrl } = await payTestCheckout(sessionId, card);
    window.location.assign(redirectUrl);
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
          <form
            noValidate
            onSubmit={feedback.send(pay)}
            className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5"
          >
            <FormBanner {...feedback.bannerProps} />
            <TextField
              label="Card number"
              autoComplete="off"
              hint="Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined."
              {...feedback.field('number')}
            />
            <div className="grid grid-cols-2 gap-4">
              <TextField label="Expiry (MM/YY)" autoComplete="off" {...feedback.field('expiry')} />
              <TextField label="CVC" autoComplete="off" {...feedback.field('cvc')} />
            </div>
            <TextField label="Name on card" autoComplete="off" {...feedback.field('name')} />
            <FormSubmit status={feedback} busyLabel="Processing…" size="md">
              {`Pay ${formatUsd(checkout.data.amountCents / 100)}`}
            </FormSubmit>
          </form>
          <p className="mt-4 text-center">
            <a
              href={checkout.data.cancelPath}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              Cancel and go back
            </a>
          </p>
        </>
      )}
    </div>
  );
}
