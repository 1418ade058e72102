import { REPORT_MESSAGES } from '#core/messages';
import { useCoreText } from '../../lib/core-messages';
import { useLoadErrorMessage } from '../../lib/error-message';

/** "Loading Report..." (docs/product.md#access-and-page-states). */
export function ReportLoading() {
  const core = useCoreText();
  return (
    <p role="status" className="py-16 text-center text-lg text-slate-700">
      {core(REPORT_MESSAGES.loadingReport)}
    </p>
  );
}

/**
 * "Error: {message}" (docs/product.md#access-and-page-states) for a load that failed for another reason than not
 * found.
 */
export function ReportLoadError({ error }: { error: unknown }) {
  const describeLoad = useLoadErrorMessage();
  return (
    <p role="alert" className="py-16 text-center text-lg text-red-700">
      {describeLoad(error)}
    </p>
  );
}
