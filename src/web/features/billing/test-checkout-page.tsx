import type React from 'react';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { formatUsd } from '#core/primitives/format';
import { formatCardExpiry, formatCardNumber } from '#core/primitives/card-format';
import { FormBanner } from '../../components/alerts';
import { TextField } from '../../components/field';
import { Seo } from '../../components/seo';
import { FormSubmit } from '../../components/submit-button';
import { useLoadErrorMessage } from '../../lib/error-message';
import { useFormFeedback } from '../../lib/use-form-feedback';
import type { TestCard } from '#core/api/billing';
import { getTestCheckout, payTestCheckout } from '../../lib/billing-api';
import { useCoreText } from '../../lib/core-messages';

/**
 * /checkout/test/{sessionId}: the built-in test checkout (docs/architecture.md#outside-services), standing in for the card
 * provider's hosted page. Clearly TEST MODE: no card is charged; Stripe's test numbers decide the outcome.
 */
export function TestCheckoutPage() {
  const { _ } = useLingui();
  const core = useCoreText();
  const describeLoad = useLoadErrorMessage();
  const { sessionId = '' } = useParams();
  const checkout = useQuery({
    queryKey: ['test-checkout', sessionId],
    queryFn: ({ signal }) => getTestCheckout(sessionId, signal),
    select: (d) => d.checkout,
  });
  // Nothing is checked here: the server decides, as the card provider would.
  const form = useForm<TestCard>({ defaultValues: { number: '', expiry: '', cvc: '', name: '' } });
  const feedback = useFormFeedback(form, { order: [] });
  // The number in groups of four and the expiry as MM/YY as the renter types (1230 reads 12/30).
  const formatted = (name: 'number' | 'expiry', format: (typed: string) => string) => {
    const field = feedback.field(name);
    return {
      ...field,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        event.target.value = format(event.target.value);
        return field.onChange(event);
      },
    };
  };

  const pay = async (card: TestCard) => {
    const { redirectUrl } = await payTestCheckout(sessionId, card);
    window.location.assign(redirectUrl);
  };

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10">
      <Seo title={_('billing.test.seoTitle')} noindex />
      <p className="rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-center font-bold uppercase tracking-wide text-amber-900">
        {_('billing.test.banner')}
      </p>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{_('billing.test.title')}</h1>
      {checkout.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          {_('billing.test.loading')}
        </p>
      ) : checkout.isError ? (
        <p role="alert" className="mt-4 text-red-700">
          {describeLoad(checkout.error)}
        </p>
      ) : checkout.data.status === 'paid' ? (
        <p className="mt-4 text-slate-800">{_('billing.test.alreadyPaid')}</p>
      ) : (
        <>
          <div className="mt-4 flex items-baseline justify-between rounded-xl border border-slate-200 bg-white p-5">
            <p className="font-semibold text-slate-900">{core(checkout.data.tierName)}</p>
            <p className="text-2xl font-bold text-slate-900">{formatUsd(checkout.data.amountCents / 100)}</p>
          </div>
          <p className="mt-2 text-sm text-slate-600">{_('billing.test.terms')}</p>
          <form
            noValidate
            onSubmit={feedback.send(pay)}
            className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5"
          >
            <FormBanner {...feedback.bannerProps} />
            <TextField
              label={_('billing.test.cardNumber')}
              autoComplete="off"
              hint={_('billing.test.cardNumber.hint')}
              inputMode="numeric"
              {...formatted('number', formatCardNumber)}
            />
            <div className="grid grid-cols-2 gap-4">
              <TextField
                label={_('billing.test.expiry')}
                autoComplete="off"
                inputMode="numeric"
                {...formatted('expiry', formatCardExpiry)}
              />
              <TextField label={_('billing.test.cvc')} autoComplete="off" {...feedback.field('cvc')} />
            </div>
            <TextField label={_('billing.test.name')} autoComplete="off" {...feedback.field('name')} />
            <FormSubmit status={feedback} busyLabel={_('billing.test.busy')} size="md">
              {_('billing.test.pay', { amount: formatUsd(checkout.data.amountCents / 100) })}
            </FormSubmit>
          </form>
          <p className="mt-4 text-center">
            <a
              href={checkout.data.cancelPath}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {_('billing.test.cancel')}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
