import { useEffect, useState } from 'react';
import { compareLoadingIndex } from '#core/compare/compare-loading';
import { COMPARE_LOADING_MESSAGES } from '#core/messages';
import { useCoreText } from '../../lib/core-messages';

/**
 * The compare loading overlay (docs/product.md#compare-page): its three messages cycle every 1.5 s while the
 * properties and the summary load.
 */
export function CompareLoadingOverlay() {
  const core = useCoreText();
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  const message = core(COMPARE_LOADING_MESSAGES[compareLoadingIndex(now - startedAt)] ?? '');
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4 backdrop-blur-sm">
      <div
        role="status"
        aria-live="polite"
        className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl sm:p-8"
      >
        <div
          className="mx-auto h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
          aria-hidden="true"
        />
        <p className="mt-5 text-lg font-semibold text-slate-900">{message}</p>
      </div>
    </div>
  );
}
