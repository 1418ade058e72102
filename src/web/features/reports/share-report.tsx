import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { ErrorAlert } from '../../components/alerts';
import { errorMessage } from '../../lib/error-message';
import { useBrowserValue } from '../../lib/use-browser-value';
import { sharedReportPath } from '../../lib/paths';
import { reportQueryOptions, setReportSharing, type ReportView } from '../../lib/reports-api';

/**
 * The owner's share link (ours; docs/product.md#shared-report-links): a random, revocable token that shows the
 * report read-only to anyone holding the link. The link stays the same while sharing is on; turning it off and on
 * again makes a new link, and the old one stops working (the screen says so).
 */
export function ShareReport({ report }: { report: ReportView }) {
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState(false);
  const token = report.share?.token ?? null;
  // The site's origin is the browser's to know: a page rendered on the server shows the path until it hydrates.
  const origin = useBrowserValue(() => window.location.origin, '');
  const mutation = useMutation({
    mutationFn: (shared: boolean) => setReportSharing(report.id, shared),
    onSuccess: () => {
      setCopied(false);
      return queryClient.invalidateQueries({ queryKey: reportQueryOptions(report.id).queryKey });
    },
  });
  if (report.readOnly) return null;
  const url = token ? `${origin}${sharedReportPath(token)}` : null;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section
      aria-labelledby="share-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
      data-print-hide
    >
      <h2 id="share-heading" className="text-lg font-bold text-slate-900">
        Share This Report
      </h2>
      {url ? (
        <>
          <p className="mt-2 text-sm text-slate-700">
            Anyone with this link can view the report, read-only, until you turn the link off. Turning it off retires
            this link for good; turning sharing on again makes a new one.
          </p>
          <label className="mt-3 block text-sm font-medium text-slate-800" htmlFor="share-url">
            Share link
          </label>
          <input
            id="share-url"
            readOnly
            value={url}
            className="mt-1 w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 text-sm text-slate-800"
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy Link'}
            </button>
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              disabled={mutation.isPending}
              onClick={() => mutation.mutate(false)}
            >
              Turn Off Link
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            Make a private link to show this report to a roommate, family or the landlord.
          </p>
          <button
            type="button"
            className={`${buttonClass('secondary', 'sm')} mt-3`}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate(true)}
          >
            Create Share Link
          </button>
        </>
      )}
      {mutation.isError ? <ErrorAlert>{errorMessage(mutation.error)}</ErrorAlert> : null}
      <p className="sr-only" aria-live="polite">
        {copied ? 'Link copied' : ''}
      </p>
    </section>
  );
}
