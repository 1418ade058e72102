import { useLingui } from '@lingui/react';
import { lazy, Suspense, useId, useState } from 'react';
import type { ReportView } from '#core/api/reports';
import { buttonClass } from '../../components/button-styles';

// The negotiation letter on the owner's report (docs/product.md#letters): "Write a negotiation letter", the first of
// the report's next steps. The writer (its form, the editor, the rules) loads only when the renter opens it, so the
// report itself stays light.

const LetterWriterPanel = lazy(() => import('./letter-writer-panel'));

export function NegotiationLetterSection({ report }: { report: ReportView }) {
  const { _ } = useLingui();
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  if (report.readOnly || report.valuation.valueScore === null) return null;
  const renewal = report.renewal !== null;
  return (
    <section aria-labelledby={headingId} data-letter-section data-print-hide className="mt-3 print:hidden">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {_('reports.letter.heading')}
      </h3>
      <p className="mt-1 text-slate-700">{renewal ? _('reports.letter.introRenewal') : _('reports.letter.intro')}</p>
      {open ? (
        <div id={panelId} className="mt-4">
          <Suspense fallback={<p className="text-slate-600">{_('reports.letter.loadingWriter')}</p>}>
            <LetterWriterPanel report={report} />
          </Suspense>
        </div>
      ) : (
        <button type="button" className={`${buttonClass('primary')} mt-4`} onClick={() => setOpen(true)}>
          {_('reports.letter.open')}
        </button>
      )}
    </section>
  );
}
