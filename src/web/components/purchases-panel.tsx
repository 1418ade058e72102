import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getPurchaseTier } from '#core/constants';
import { formatUsd } from '#core/primitives/format';
import { buttonClass } from './button-styles';
import { ErrorAlert } from './alerts';
import { Modal } from './modal';
import { useCoreText } from '../lib/core-messages';
import { useErrorMessage } from '../lib/error-message';
import { ACCOUNT_QUERY_KEY } from '../lib/auth-api';
import { purchasesQueryOptions, refundPurchase, type PurchaseItem } from '../lib/billing-api';
import { shortDate } from '../lib/short-date';
import { useLanguage } from '../lib/use-language';

/**
 * The account page's purchases with the money-back guarantee (100 percent, no questions asked;
 * docs/product.md#refunds-and-the-money-back-guarantee): each paid purchase has a Refund button for 30 days.
 * Confirming refunds it through the payment provider and takes back what it gave; a second click does nothing.
 */
export function PurchasesPanel({ className = '' }: { className?: string }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const core = useCoreText();
  const describe = useErrorMessage();
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

  // A plan RentValue no longer sells has no name of its own: the server answers "Tier {n}", worded here.
  const purchaseName = (item: PurchaseItem): string =>
    getPurchaseTier(item.tier) ? core(item.name) : _('components.purchases.tierName', { tier: item.tier });
  const status = (item: PurchaseItem): string => {
    if (item.status === 'refunded' && item.refundedAt)
      return _('components.purchases.refunded', { date: shortDate(item.refundedAt, language) });
    if (!item.paidAt) return '';
    const date = shortDate(item.paidAt, language);
    return item.refundable && item.refundBy
      ? _('components.purchases.paidRefundable', { date, refundBy: shortDate(item.refundBy, language) })
      : _('components.purchases.paid', { date });
  };

  return (
    <section aria-labelledby="purchases-heading" className={className}>
      <h2 id="purchases-heading" className="text-lg font-bold text-slate-900">
        {_('components.purchases.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{_('components.purchases.note')}</p>
      {purchases.isPending ? (
        <p role="status" className="mt-3 text-slate-600">
          {_('components.purchases.loading')}
        </p>
      ) : purchases.isError ? (
        <ErrorAlert>{describe(purchases.error)}</ErrorAlert>
      ) : purchases.data.length === 0 ? (
        <p className="mt-3 text-slate-700">{_('components.purchases.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {purchases.data.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div>
                <p className="font-semibold text-slate-900">
                  {purchaseName(item)} · {formatUsd(item.amountCents / 100)}
                </p>
                <p className="text-sm text-slate-600">{status(item)}</p>
              </div>
              {item.refundable ? (
                <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setConfirming(item)}>
                  {_('components.purchases.refund')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={_('components.purchases.confirmTitle')}
        size="sm"
      >
        {confirming ? (
          <>
            <p className="text-slate-800">
              {_('components.purchases.confirmText', {
                amount: formatUsd(confirming.amountCents / 100),
                name: purchaseName(confirming),
              })}
            </p>
            {refund.isError ? <ErrorAlert>{describe(refund.error)}</ErrorAlert> : null}
            <div className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
              <button
                type="button"
                className={buttonClass('danger')}
                disabled={refund.isPending}
                aria-busy={refund.isPending}
                onClick={() => refund.mutate(confirming.id)}
              >
                {refund.isPending ? _('components.purchases.refunding') : _('components.purchases.refund')}
              </button>
              <button type="button" className={buttonClass('secondary')} onClick={() => setConfirming(null)}>
                {_('components.purchases.keep')}
              </button>
            </div>
          </>
        ) : null}
      </Modal>
    </section>
  );
}
