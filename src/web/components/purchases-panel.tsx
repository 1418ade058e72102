import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatUsd } from '#core/primitives/format';
import { buttonClass } from './button-styles';
import { ErrorAlert } from './alerts';
import { Modal } from './modal';
import { errorMessage } from '../lib/error-message';
import { ACCOUNT_QUERY_KEY } from '../lib/auth-api';
import { purchasesQueryOptions, refundPurchase, type PurchaseItem } from '../lib/billing-api';

function dateText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * The account page's purchases with the money-back guarantee (100 percent, no questions asked;
 * docs/product.md#refunds-and-the-money-back-guarantee): each paid purchase has a Refund button for 30 days.
 * Confirming refunds it through the payment provider and takes back what it gave; a second click does nothing.
 */
export function PurchasesPanel({ className = '' }: { className?: string }) {
  const queryClient = useQueryClient();
  const purchases = useQuery(purchasesQueryOptions);
  const [confirming, setConfirming] = useState<PurchaseItem | null>(null);
  const refund = useMutation({
    mutationFn: (id: string) => refundPurchase(id),
    onSuccess: async () => {
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    },
  });

  return (
    <section aria-labelledby="purchases-heading" className={className}>
      <h2 id="purchases-heading" className="text-lg font-bold text-slate-900">
        Purchases
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        One-time payments, no subscription. 100% money-back guarantee for 30 days, no questions asked.
      </p>
      {purchases.isPending ? (
        <p role="status" className="mt-3 text-slate-600">
          Loading purchases…
        </p>
      ) : purchases.isError ? (
        <ErrorAlert>{errorMessage(purchases.error)}</ErrorAlert>
      ) : purchases.data.length === 0 ? (
        <p className="mt-3 text-slate-700">You have not bought a plan yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {purchases.data.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div>
                <p className="font-semibold text-slate-900">
                  {item.name} · {formatUsd(item.amountCents / 100)}
                </p>
                <p className="text-sm text-slate-600">
                  {item.status === 'refunded' && item.refundedAt
                    ? `Refunded ${dateText(item.refundedAt)}`
                    : item.paidAt
                      ? `Paid ${dateText(item.paidAt)}${item.refundable && item.refundBy ? ` · refundable until ${dateText(item.refundBy)}` : ''}`
                      : ''}
                </p>
              </div>
              {item.refundable ? (
                <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setConfirming(item)}>
                  Refund
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Modal open={confirming !== null} onClose={() => setConfirming(null)} title="Refund this purchase?" size="sm">
        {confirming ? (
          <>
            <p className="text-slate-800">
              We will refund {formatUsd(confirming.amountCents / 100)} for {confirming.name} to your card. What it gave
              (plan time or unused reports) is taken off your account; reports you already ran stay yours.
            </p>
            {refund.isError ? <ErrorAlert>{errorMessage(refund.error)}</ErrorAlert> : null}
            <div className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
              <button
                type="button"
                className={buttonClass('danger')}
                disabled={refund.isPending}
                aria-busy={refund.isPending}
                onClick={() => refund.mutate(confirming.id)}
              >
                {refund.isPending ? 'Refunding…' : 'Refund'}
              </button>
              <button type="button" className={buttonClass('secondary')} onClick={() => setConfirming(null)}>
                Keep it
              </button>
            </div>
          </>
        ) : null}
      </Modal>
    </section>
  );
}
