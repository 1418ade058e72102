import { z } from 'zod';
import { REPORT_MESSAGES } from '../messages';
import {
  EMPTY_REPORT_FORM,
  REPORT_FORM_FIELD_ORDER,
  validateReportForm,
  type ReportFormField,
  type ReportFormResult,
} from './report-form';

// The research form as the screen holds it (docs/product.md#research-form): the field
// texts plus how the address is being entered. These are the form's values (react-hook-form,
// with reportFormDraftSchema as its resolver); the page saves them to sessionStorage, so a
// visitor who signs up midway gets the form back. This module checks them; report-form-address.ts changes the
// address, report-form-storage.ts reads a stored draft back.
//
// Readings we chose:
// - The address error has no key of its own: it is keyed `streetAddress` in both modes. In
//   autocomplete mode the one address input shows it ("Please select a valid address from the
//   dropdown."); in manual mode the Street Address input shows the schema's "Street Address is
//   required." and City, State and Zip Code show their own. So the result is a plain
//   ReportFormResult and `firstInvalid === 'streetAddress'` means "focus the address".
// - Autocomplete mode needs typed text AND a chosen suggestion. A chosen address whose parts
//   still fail the schema (it cannot happen with a complete suggestion, but stored drafts are
//   not trusted) also reports "select a valid address": the parts are not on screen to fix.
// - Manual mode ignores the autocomplete text and selection.

export type ReportAddressMode = 'autocomplete' | 'manual';

/** The report form's field texts, and how the address is entered. */
export type ReportFormDraft = Record<ReportFormField, string> & {
  addressMode: ReportAddressMode;
  /** What the autocomplete input shows. */
  addressText: string;
  /** True once a complete suggestion was chosen; typing again clears it. */
  addressSelected: boolean;
};

export const EMPTY_REPORT_FORM_DRAFT: Readonly<ReportFormDraft> = Object.freeze({
  ...EMPTY_REPORT_FORM,
  addressMode: 'autocomplete',
  addressText: '',
  addressSelected: false,
});

/** The four fields an address fills in. */
export const ADDRESS_FIELDS = [
  'streetAddress',
  'city',
  'state',
  'zipCode',
] as const satisfies readonly ReportFormField[];
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export function isAddressField(field: string): field is AddressField {
  return (ADDRESS_FIELDS as readonly string[]).includes(field);
}

/** Checks the draft by docs/product.md#form-rules-and-messages; see the readings above for the address. */
export function validateReportFormDraft(draft: ReportFormDraft): ReportFormResult {
  const result = validateReportForm(draft);
  if (draft.addressMode === 'manual') return result;

  const typed = draft.addressText.trim() !== '';
  const errors: Partial<Record<ReportFormField, string>> = result.ok ? {} : { ...result.errors };
  const addressPartFailed = ADDRESS_FIELDS.some((field) => field in errors);
  for (const field of ADDRESS_FIELDS) delete errors[field];
  if (!typed || !draft.addressSelected || addressPartFailed) errors.streetAddress = REPORT_MESSAGES.selectAddress;

  if (result.ok && !('streetAddress' in errors)) return result;
  return {
    ok: false,
    banner: REPORT_MESSAGES.formBanner,
    errors,
    firstInvalid: REPORT_FORM_FIELD_ORDER.find((field) => field in errors) ?? null,
  };
}

export type ReportFormErrors = Partial<Record<ReportFormField, string>>;

const draftShape = Object.fromEntries(REPORT_FORM_FIELD_ORDER.map((field) => [field, z.string()])) as Record<
  ReportFormField,
  z.ZodString
>;

/**
 * The research form's schema (its react-hook-form resolver): the draft's shape, then the rules above, which run the
 * server's reportFormSchema on the field texts. Issues come in screen order, keyed by field; the output is the
 * ReportForm that POST /api/reports takes.
 */
export const reportFormDraftSchema = z
  .object({
    ...draftShape,
    addressMode: z.enum(['autocomplete', 'manual']),
    addressText: z.string(),
    addressSelected: z.boolean(),
  })
  .transform((draft, ctx) => {
    const result = validateReportFormDraft(draft);
    if (result.ok) return result.data;
    for (const field of REPORT_FORM_FIELD_ORDER) {
      const message = result.errors[field];
      if (message !== undefined) ctx.issues.push({ code: 'custom', message, path: [field], input: draft[field] });
    }
    return z.NEVER;
  });

/**
 * The messages to keep showing after an edit, once a submit has flagged fields: a flagged
 * field keeps its (possibly updated) message until it is fixed, and fields that were not
 * flagged are not flagged now (that waits for the next submit). The address counts as one:
 * if any part of it was flagged, every current address message shows, so switching address
 * mode moves the flag to the controls now on screen.
 */
export function refreshShownErrors(shown: ReportFormErrors, draft: ReportFormDraft): ReportFormErrors {
  const flagged = Object.keys(shown);
  if (flagged.length === 0) return shown;
  const result = validateReportFormDraft(draft);
  const current: ReportFormErrors = result.ok ? {} : result.errors;
  const addressFlagged = flagged.some(isAddressField);
  const next: ReportFormErrors = {};
  for (const field of REPORT_FORM_FIELD_ORDER) {
    const message = current[field];
    if (message === undefined) continue;
    if (field in shown || (addressFlagged && isAddressField(field))) next[field] = message;
  }
  return next;
}

/** True when nothing has been entered (nothing worth saving or restoring). */
export function isReportFormDraftEmpty(draft: ReportFormDraft): boolean {
  return (
    draft.addressText.trim() === '' &&
    REPORT_FORM_FIELD_ORDER.every((field) => draft[field].trim() === '' || draft[field] === EMPTY_REPORT_FORM[field])
  );
}
