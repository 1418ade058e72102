import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { ErrorAlert } from '../../components/alerts';
import { pathInLanguage } from '#core/i18n/languages';
import { ORIGIN_PLACEHOLDER } from '#core/site/prerender';
import { useErrorMessage } from '../../lib/error-message';
import { useBrowserValue } from '../../lib/use-browser-value';
import { useLanguage } from '../../lib/use-language';
import { sharedReportPath } from '../../lib/paths';
import { reportQueryOptions, setReportSharing, type ReportView } from '../../lib/reports-api';

/**
 * The owner's share link (ours; docs/product.md#shared-report-links): a random, revocable token that shows the
 * report read-only to anyone holding the link. The link stays the same while sharing is on; turning it off and on
 * again makes a new link, and the old one stops working (the screen says so).
 */
export function ShareReport({ report }: { report: ReportView }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const describe = useErrorMessage();
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState(false);
  const token = report.share?.token ?? null;
  // The site's origin is the browser's to know; a page rendered on the server writes the placeholder the server
  // replaces with the origin it answers for, so the link is whole before the page comes to life.
  const origin = useBrowserValue(() => window.location.origin, ORIGIN_PLACEHOLDER);
  const mutation = useMutation({
    mutationFn: (shared: boolean) => setReportSharing(report.id, shared),
    onSuccess: () => {
      setCopied(false);
      return queryClient.invalidateQueries({ queryKey: reportQueryOptions(report.id).queryKey });
    },
  });
  if (report.readOnly) return null;
  // The link opens in the language the owner reads the report in.
  const url = token ? `${origin}${pathInLanguage(sharedReportPath(token), language)}` : null;
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
        {_('reports.share.heading')}
      </h2>
      {url ? (
        <>
          <p className="mt-2 text-sm text-slate-700">{_('reports.share.on')}</p>
          <label className="mt-3 block text-sm font-medium text-slate-800" htmlFor="share-url">
            {_('reports.share.link')}
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
              {copied ? _('reports.share.copied') : _('reports.share.copy')}
            </button>
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              disabled={mutation.isPending}
              onClick={() => mutation.mutate(false)}
            >
              {_('reports.share.turnOff')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">{_('reports.share.off')}</p>
          <button
            type="button"
            className={`${buttonClass('secondary', 'sm')} mt-3`}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate(true)}
          >
            {_('reports.share.create')}
          </button>
        </>
      )}
      {mutation.isError ? <ErrorAlert>{describe(mutation.error)}</ErrorAlert> : null}
      <p className="sr-only" aria-live="polite">
        {copied ? _('reports.share.linkCopied') : ''}
      </p>
    </section>
  );
}
