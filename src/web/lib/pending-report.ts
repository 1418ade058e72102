import { parseStoredDraft } from '#core/report/report-form-storage';
import { type ReportFormDraft } from '#core/report/report-form-draft';

// The pending report (docs/product.md#submitting-the-form): the form a visitor or a buyer submitted, held in session
// storage so the report can run after sign-up or checkout. Storage may be full or switched off: then nothing is
// kept, and the page simply asks again.

const PENDING_REPORT_KEY = 'rentvalue.pending-report';

export function savePendingReport(draft: ReportFormDraft): boolean {
  try {
    sessionStorage.setItem(PENDING_REPORT_KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function loadPendingReport(): ReportFormDraft | null {
  try {
    const text = sessionStorage.getItem(PENDING_REPORT_KEY);
    return text ? parseStoredDraft(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function clearPendingReport(): void {
  try {
    sessionStorage.removeItem(PENDING_REPORT_KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
