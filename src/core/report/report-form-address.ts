import { joinAddress } from '../address/address-text';
import type { ListingUrlAddress } from '../listings/listing-url';
import { ADDRESS_FIELDS, type AddressField, type ReportAddressMode, type ReportFormDraft } from './report-form-draft';

// How the research form's address is entered (docs/product.md#address-entry): the four fields an address fills in,
// a chosen suggestion, typed text, switching between the suggestions and the four fields, and a listing link that
// fills them. Each change returns the next draft; report-form-draft.ts checks it.

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
