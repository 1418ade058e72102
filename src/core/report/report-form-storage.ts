import { z } from 'zod';
import { EMPTY_REPORT_FORM, REPORT_FORM_FIELD_ORDER, type ReportFormField } from './report-form';
import { isReportFormDraftEmpty, type ReportFormDraft } from './report-form-draft';

// The research form kept in sessionStorage (a visitor who signs up midway gets it back), read back leniently.

// Stored drafts are read leniently: a field that is missing or of the wrong kind starts empty,
// so a draft saved by an older version of the form still restores what it can (one whose field
// texts sit under `values` included).
const STORED_TEXT_MAX = 4096;

const storedText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .refine((value) => value.length <= STORED_TEXT_MAX)
  .catch('');

// A field missing from an older draft starts at the empty form's value (a new listing, no move-in special).
const storedValuesShape = Object.fromEntries(
  REPORT_FORM_FIELD_ORDER.map((field) => [
    field,
    EMPTY_REPORT_FORM[field] === '' ? storedText : storedText.transform((value) => value || EMPTY_REPORT_FORM[field]),
  ]),
) as Record<ReportFormField, typeof storedText>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const storedDraftSchema = z.preprocess(
  (input) => (isRecord(input) && isRecord(input.values) ? { ...input.values, ...input } : input),
  z.object({
    ...storedValuesShape,
    addressMode: z.enum(['autocomplete', 'manual']).catch('autocomplete'),
    addressText: storedText,
    addressSelected: z.boolean().catch(false),
  }),
);

/**
 * A draft read back from sessionStorage: the parsed JSON (or the JSON text itself). Anything
 * that is not a draft at all (not an object, broken JSON, nothing entered) gives null. A
 * selection only counts when the address it chose is still there.
 */
export function parseStoredDraft(json: unknown): ReportFormDraft | null {
  let input = json;
  if (typeof input === 'string') {
    try {
      input = JSON.parse(input) as unknown;
    } catch {
      return null;
    }
  }
  const parsed = storedDraftSchema.safeParse(input);
  if (!parsed.success) return null;
  const draft: ReportFormDraft = { ...parsed.data };
  if (isReportFormDraftEmpty(draft)) return null;
  if (draft.addressSelected && (draft.streetAddress.trim() === '' || draft.addressText.trim() === '')) {
    draft.addressSelected = false;
  }
  return draft;
}
