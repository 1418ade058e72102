import { z } from 'zod';
import { joinAddress } from '../address/address-text';
import type { ListingUrlAddress } from '../listings/listing-url';
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
// visitor who signs up midway gets the form back. This module checks and changes them.
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

/** The address parts of one suggestion (GET /api/address/suggest). */
export interface AddressChoice {
  readonly label: string;
  readonly streetAddress: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  /** False: switch to manual entry with these parts filled in and ask for the rest. */
  readonly complete: boolean;
}

/**
 * The draft after a suggestion is chosen. A complete one fills the address and counts as
 * selected; an incomplete one switches to manual entry with the parts it has (docs/product.md#address-entry).
 */
export function applyAddressChoice(draft: ReportFormDraft, choice: AddressChoice): ReportFormDraft {
  const parts = {
    streetAddress: choice.streetAddress,
    city: choice.city,
    state: choice.state,
    zipCode: choice.zipCode,
  };
  if (choice.complete) {
    return { ...draft, ...parts, addressMode: 'autocomplete', addressText: choice.label, addressSelected: true };
  }
  return { ...draft, ...parts, addressMode: 'manual', addressText: choice.label, addressSelected: false };
}

/** The draft after the person types in the autocomplete input: any earlier choice no longer holds. */
export function typeAddressText(draft: ReportFormDraft, text: string): ReportFormDraft {
  return { ...draft, addressText: text, addressSelected: false };
}

/**
 * The draft in the other address mode; the four address values are kept. Back in autocomplete
 * mode, an address filled in by hand (all four parts) counts as chosen and is shown as one line;
 * a partial one is shown as typed text and must still be chosen from the dropdown.
 */
export function switchAddressMode(draft: ReportFormDraft, mode: ReportAddressMode): ReportFormDraft {
  if (mode === draft.addressMode) return draft;
  if (mode === 'manual') return { ...draft, addressMode: 'manual' };
  const { streetAddress, city, state, zipCode } = draft;
  const filled = [streetAddress, city, state, zipCode].every((part) => part.trim() !== '');
  const joined = joinAddress({ street: streetAddress, city, state, zip: zipCode });
  return {
    ...draft,
    addressMode: 'autocomplete',
    addressText: joined || draft.addressText,
    addressSelected: filled,
  };
}

/**
 * The draft after a listing link was pasted (docs/product.md#listing-links). Only empty address fields are filled,
 * with what the URL itself says (parseListingUrl); an address already entered is the renter's and stays. All four
 * parts filled → the address counts as chosen, as a complete suggestion would; some → manual entry with those
 * parts, the rest for the renter. `filled` names the fields that changed (none for an unknown site or a URL without
 * an address).
 */
export function applyListingUrl(
  draft: ReportFormDraft,
  read: ListingUrlAddress,
): { draft: ReportFormDraft; filled: AddressField[] } {
  const found: Record<AddressField, string | null> = {
    streetAddress: read.streetAddress,
    city: read.city,
    state: read.state,
    zipCode: read.zipCode,
  };
  const filled = ADDRESS_FIELDS.filter((field) => found[field] && draft[field].trim() === '');
  if (read.site === null || filled.length === 0) return { draft, filled: [] };
  const next = { ...draft };
  for (const field of filled) next[field] = found[field]!;
  const complete = ADDRESS_FIELDS.every((field) => next[field].trim() !== '');
  const label = joinAddress({ street: next.streetAddress, city: next.city, state: next.state, zip: next.zipCode });
  return {
    draft: complete
      ? { ...next, addressMode: 'autocomplete', addressText: label, addressSelected: true }
      : { ...next, addressMode: 'manual', addressSelected: false },
    filled,
  };
}

/** True when nothing has been entered (nothing worth saving or restoring). */
export function isReportFormDraftEmpty(draft: ReportFormDraft): boolean {
  return (
    draft.addressText.trim() === '' &&
    REPORT_FORM_FIELD_ORDER.every((field) => draft[field].trim() === '' || draft[field] === EMPTY_REPORT_FORM[field])
  );
}

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
