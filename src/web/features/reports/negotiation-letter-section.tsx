import { lazy, Suspense, useId, useState } from 'react';
import type { ReportView } from '#core/api/reports';
import { buttonClass } from '../../components/button-styles';

// The negotiation letter on the owner's report (docs/product.md#letters): "Write a negotiation letter", the first of
// the report's next steps. The writer (its form, the editor, the rules) loads only when the renter opens it, so the
// report itself stays light.

const LetterWriterPanel = lazy(() => import('./letter-writer-panel'));

export const LETTER_SECTION_HEADING = 'Negotiate the rent';
export const WRITE_LETTER_BUTTON = 'Write a negotiation letter';

export function NegotiationLetterSection({ report }: { report: ReportView }) {
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  if (report.readOnly || report.valuation.valueScore === null) return null;
  const renewal = report.renewal !== null;
  return (
    <section aria-labelledby={headingId} data-letter-section data-print-hide className="mt-3 print:hidden">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {LETTER_SECTION_HEADING}
      </h3>
      <p className="mt-1 text-slate-700">
        {renewal
          ? 'Turn this report into a letter to your landlord about the renewal offer: it proposes a rent and cites the comparable rentals that cost less.'
          : 'Turn this report into a letter to the landlord: it proposes a rent and cites the comparable rentals that cost less, with this report’s figures only.'}
      </p>
      {open ? (
        <div id={panelId} className="mt-4">
          <Suspense fallback={<p className="text-slate-600">Loading the letter writer…</p>}>
            <LetterWriterPanel report={report} />
          </Suspense>
        </div>
      ) : (
        <button type="button" className={`${buttonClass('primary')} mt-4`} onClick={() => setOpen(true)}>
          {WRITE_LETTER_BUTTON}
        </button>
      )}
    </section>
  );
}
