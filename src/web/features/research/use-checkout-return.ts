import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RESUME_REPORT_DELAY_MS } from '#core/constants';
import { paths } from '../../lib/paths';
import { usePurchaseFulfilled } from '../../lib/use-purchase-fulfilled';

export type CheckoutReturnOptions = {
  isLoggedIn: boolean;
  sessionPending: boolean;
  /** Runs the report kept before checkout. */
  runKeptForm: () => void;
};

/**
 * Back from checkout (docs/product.md#returning-from-checkout): ?payment=success welcomes the buyer;
 * ?action=run_report runs the pending report after 100 ms. Both wait until the payment is confirmed (session_id names
 * the checkout).
 */
export function useCheckoutReturn({ isLoggedIn, sessionPending, runKeptForm }: CheckoutReturnOptions) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const resume = searchParams.get('action') === 'run_report';
  const paymentSuccess = searchParams.get('payment') === 'success';
  const checkoutSession = searchParams.get('session_id');
  const returning = resume || paymentSuccess;
  const { state: fulfilment, tier } = usePurchaseFulfilled(checkoutSession, returning && isLoggedIn);
  const purchaseReady = checkoutSession === null || fulfilment === 'paid';

  useEffect(() => {
    if (!resume || sessionPending || !isLoggedIn || !purchaseReady) return;
    const timer = window.setTimeout(() => {
      void navigate(paths.research, { replace: true });
      runKeptForm();
    }, RESUME_REPORT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [resume, sessionPending, isLoggedIn, purchaseReady, navigate, runKeptForm]);

  return {
    waitingForPayment: returning && checkoutSession !== null && fulfilment === 'waiting',
    paymentFailed: returning && fulfilment === 'failed',
    /** The welcome modal ("Your 30-Day Unlimited Access plan has been activated!"). */
    welcomeOpen: paymentSuccess && purchaseReady,
    purchasedTier: tier,
    closeWelcome: () => void navigate(paths.research, { replace: true }),
  };
}
