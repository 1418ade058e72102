import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../messages';
import { EMPTY_REPORT_FORM } from './report-form';
import { NO_NEXT_STEP_FIELDS } from './report-form-values';
import {
  EMPTY_REPORT_FORM_DRAFT,
  isAddressField,
  isReportFormDraftEmpty,
  reportFormDraftSchema,
  refreshShownErrors,
  validateReportFormDraft,
  type ReportFormDraft,
} from './report-form-draft';
import { applyAddressChoice, switchAddressMode, typeAddressText } from './report-form-address';
import { parseStoredDraft } from './report-form-storage';

const listing = {
  ...EMPTY_REPORT_FORM,
  propertyUrl: '',
  buildingType: 'apartment',
  rentAmount: '1500',
  bedrooms: '2',
  baths: '1',
  sqFt: '850',
  qualityLevel: '2',
  amenitiesLevel: '2.5',
};

const address = { streetAddress: '123 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };
const label = '123 Main St, Austin, TX 78701';
const EMPTY_ADDRESS = { streetAddress: '', city: '', state: '', zipCode: '' };

const selected: ReportFormDraft = {
  ...listing,
  ...address,
  addressMode: 'autocomplete',
  addressText: label,
  addressSelected: true,
};

const manual: ReportFormDraft = { ...selected, addressMode: 'manual', addressText: '', addressSelected: false };

function failure(draft: ReportFormDraft) {
  const result = validateReportFormDraft(draft);
  if (result.ok) throw new Error('expected the draft to be invalid');
  return result;
}

describe('EMPTY_REPORT_FORM_DRAFT', () => {
  it('starts empty in autocomplete mode', () => {
    expect(EMPTY_REPORT_FORM_DRAFT).toEqual({
      ...EMPTY_REPORT_FORM,
      addressMode: 'autocomplete',
      addressText: '',
      addressSelected: false,
    });
    expect(isReportFormDraftEmpty(EMPTY_REPORT_FORM_DRAFT)).toBe(true);
  });
});

describe('validateReportFormDraft: autocomplete mode', () => {
  it('accepts typed text with a chosen address', () => {
    const result = validateReportFormDraft(selected);
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({ ...address, rentAmount: 1500, sqFt: 850, propertyUrl: null }),
    });
  });

  it('asks to select from the dropdown when nothing was typed', () => {
    const result = failure({ ...selected, addressText: '  ', addressSelected: false, ...listing, ...EMPTY_ADDRESS });
    expect(result.errors).toEqual({ streetAddress: REPORT_MESSAGES.selectAddress });
    expect(result.firstInvalid).toBe('streetAddress');
    expect(result.banner).toBe(REPORT_MESSAGES.formBanner);
  });

  it('asks to select from the dropdown when text was typed but nothing chosen', () => {
    const result = failure({ ...selected, addressText: '123 Main', addressSelected: false });
    expect(result.errors).toEqual({ streetAddress: REPORT_MESSAGES.selectAddress });
  });

  it('asks to select when a selection is flagged but the text is blank', () => {
    expect(failure({ ...selected, addressText: '' }).errors).toEqual({ streetAddress: REPORT_MESSAGES.selectAddress });
  });

  it('never reports city, state or zip code separately: those parts are not on screen', () => {
    const result = failure({ ...selected, addressSelected: false, ...listing, ...EMPTY_ADDRESS });
    expect(Object.keys(result.errors)).toEqual(['streetAddress']);
  });

  it('asks to select again when a chosen address fails the schema', () => {
    const result = failure({ ...selected, zipCode: '7870' });
    expect(result.errors).toEqual({ streetAddress: REPORT_MESSAGES.selectAddress });
  });

  it('reports the other fields with their required messages, the address first', () => {
    const result = failure({ ...EMPTY_REPORT_FORM_DRAFT });
    expect(result.errors).toEqual({
      streetAddress: REPORT_MESSAGES.selectAddress,
      rentAmount: 'The "Rent" field is required.',
      bedrooms: 'The "Bedrooms" field is required.',
      baths: 'The "Baths" field is required.',
      sqFt: 'The "Sq/ft" field is required.',
      buildingType: 'The "Property Type" field is required.',
      qualityLevel: 'The "Condition/Quality" field is required.',
      amenitiesLevel: 'The "Amenities/Features" field is required.',
    });
    expect(result.firstInvalid).toBe('streetAddress');
  });

  it('focuses the first invalid field in screen order when the address is fine', () => {
    const result = failure({ ...selected, propertyUrl: 'ftp://x', sqFt: '' });
    expect(result.errors).toEqual({ propertyUrl: REPORT_MESSAGES.invalidUrl, sqFt: 'The "Sq/ft" field is required.' });
    expect(result.firstInvalid).toBe('propertyUrl');
  });

  it('keeps the schema checks of numbers (minimum 0)', () => {
    const result = failure({ ...selected, rentAmount: '-5' });
    expect(result.errors).toEqual({ rentAmount: REPORT_MESSAGES.rentOutOfRange });
    expect(result.firstInvalid).toBe('rentAmount');
  });
});

describe("reportFormDraftSchema (the form's resolver)", () => {
  it('gives the ReportForm the server takes for a valid draft', () => {
    expect(reportFormDraftSchema.parse(selected)).toEqual({
      ...listing,
      ...address,
      ...NO_NEXT_STEP_FIELDS,
      propertyUrl: null,
      rentAmount: 1500,
      sqFt: 850,
      qualityLevel: 2,
      amenitiesLevel: 2.5,
    });
  });

  it('reports the draft rules as issues keyed by field, in screen order', () => {
    const result = reportFormDraftSchema.safeParse({ ...EMPTY_REPORT_FORM_DRAFT, sqFt: '900' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['streetAddress', REPORT_MESSAGES.selectAddress],
      ['rentAmount', 'The "Rent" field is required.'],
      ['bedrooms', 'The "Bedrooms" field is required.'],
      ['baths', 'The "Baths" field is required.'],
      ['buildingType', 'The "Property Type" field is required.'],
      ['qualityLevel', 'The "Condition/Quality" field is required.'],
      ['amenitiesLevel', 'The "Amenities/Features" field is required.'],
    ]);
  });

  it('refuses what is not a draft', () => {
    expect(reportFormDraftSchema.safeParse({ ...selected, addressMode: 'voice' }).success).toBe(false);
  });
});

describe('validateReportFormDraft: manual mode', () => {
  it('accepts the four parts without any selection', () => {
    expect(validateReportFormDraft(manual).ok).toBe(true);
  });

  it('reports each missing part with its own message', () => {
    const result = failure({ ...manual, ...listing, ...EMPTY_ADDRESS });
    expect(result.errors).toEqual({
      streetAddress: REPORT_MESSAGES.streetAddressRequired,
      city: REPORT_MESSAGES.cityRequired,
      state: REPORT_MESSAGES.stateRequired,
      zipCode: REPORT_MESSAGES.zipCodeRequired,
    });
    expect(result.firstInvalid).toBe('streetAddress');
  });

  it('focuses the first missing part', () => {
    const result = failure({ ...manual, state: '', zipCode: '' });
    expect(result.errors).toEqual({ state: REPORT_MESSAGES.stateRequired, zipCode: REPORT_MESSAGES.zipCodeRequired });
    expect(result.firstInvalid).toBe('state');
  });

  it('ignores the autocomplete text and selection', () => {
    expect(validateReportFormDraft({ ...manual, addressText: 'junk', addressSelected: false }).ok).toBe(true);
    const result = failure({ ...manual, addressSelected: true, city: '' });
    expect(result.errors).toEqual({ city: REPORT_MESSAGES.cityRequired });
  });

  it('checks the state code and zip code format', () => {
    const result = failure({ ...manual, state: 'XX', zipCode: '123' });
    expect(result.errors).toEqual({ state: REPORT_MESSAGES.invalidState, zipCode: REPORT_MESSAGES.invalidZipCode });
  });
});

describe('applyAddressChoice', () => {
  const start: ReportFormDraft = { ...EMPTY_REPORT_FORM_DRAFT, ...listing, addressText: '123 main' };

  it('fills the address from a complete suggestion and counts it as selected', () => {
    const next = applyAddressChoice(start, { label, ...address, complete: true });
    expect(next).toEqual({
      ...listing,
      ...address,
      addressMode: 'autocomplete',
      addressText: label,
      addressSelected: true,
    });
    expect(validateReportFormDraft(next).ok).toBe(true);
  });

  it('switches to manual entry with the parts an incomplete suggestion has', () => {
    const next = applyAddressChoice(start, {
      label: '123 Main St, Austin, TX',
      streetAddress: '123 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '',
      complete: false,
    });
    expect(next.addressMode).toBe('manual');
    expect(next.addressSelected).toBe(false);
    expect(next).toMatchObject({ streetAddress: '123 Main St', city: 'Austin', state: 'TX', zipCode: '' });
    expect(failure(next).errors).toEqual({ zipCode: REPORT_MESSAGES.zipCodeRequired });
  });

  it('does not change the draft it was given', () => {
    applyAddressChoice(start, { label, ...address, complete: true });
    expect(start.streetAddress).toBe('');
  });
});

describe('typeAddressText', () => {
  it('clears an earlier selection but keeps the values', () => {
    const next = typeAddressText(selected, '123 Main St, Aus');
    expect(next).toEqual({ ...selected, addressText: '123 Main St, Aus', addressSelected: false });
    expect(failure(next).errors).toEqual({ streetAddress: REPORT_MESSAGES.selectAddress });
  });
});

describe('switchAddressMode', () => {
  it('keeps the values when switching to manual', () => {
    expect(switchAddressMode(selected, 'manual')).toEqual({ ...selected, addressMode: 'manual' });
  });

  it('returns the same draft when already in that mode', () => {
    expect(switchAddressMode(selected, 'autocomplete')).toBe(selected);
  });

  it('keeps a complete manual address as the chosen one when switching back', () => {
    const next = switchAddressMode({ ...manual, state: 'tx' }, 'autocomplete');
    expect(next).toMatchObject({
      addressMode: 'autocomplete',
      addressText: '123 Main St, Austin, tx 78701',
      addressSelected: true,
    });
    expect(next.state).toBe('tx');
    expect(validateReportFormDraft(next).ok).toBe(true);
  });

  it('shows a partial manual address as typed text that still has to be chosen', () => {
    const next = switchAddressMode({ ...manual, zipCode: '' }, 'autocomplete');
    expect(next).toMatchObject({
      addressMode: 'autocomplete',
      addressText: '123 Main St, Austin, TX',
      addressSelected: false,
    });
  });

  it('keeps the earlier text when no part was filled in', () => {
    const next = switchAddressMode(
      { ...manual, addressText: 'somewhere', ...listing, ...EMPTY_ADDRESS },
      'autocomplete',
    );
    expect(next).toMatchObject({ addressText: 'somewhere', addressSelected: false });
  });
});

describe('isAddressField and isReportFormDraftEmpty', () => {
  it('knows the address fields', () => {
    expect(['streetAddress', 'city', 'state', 'zipCode', 'rentAmount'].map(isAddressField)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('sees any entered text', () => {
    expect(isReportFormDraftEmpty({ ...EMPTY_REPORT_FORM_DRAFT, addressText: '1' })).toBe(false);
    expect(isReportFormDraftEmpty({ ...EMPTY_REPORT_FORM_DRAFT, sqFt: '5' })).toBe(false);
    expect(isReportFormDraftEmpty({ ...EMPTY_REPORT_FORM_DRAFT, city: '  ' })).toBe(true);
  });
});

describe('parseStoredDraft', () => {
  it('reads back a saved draft, as an object or as JSON text', () => {
    expect(parseStoredDraft(JSON.parse(JSON.stringify(selected)))).toEqual(selected);
    expect(parseStoredDraft(JSON.stringify(manual))).toEqual(manual);
  });

  it('gives null for anything that is not a draft, or holds nothing entered', () => {
    for (const value of [
      null,
      undefined,
      42,
      'not json',
      '"text"',
      [],
      {},
      { values: null },
      { values: 'x' },
      { values: [] },
      EMPTY_REPORT_FORM_DRAFT,
    ]) {
      expect(parseStoredDraft(value)).toBeNull();
    }
  });

  it('fills missing or wrong fields with empty values', () => {
    expect(parseStoredDraft({ rentAmount: 1500, city: { bad: true }, extra: 'x' })).toEqual({
      ...EMPTY_REPORT_FORM_DRAFT,
      rentAmount: '1500',
    });
  });

  it('reads a draft saved by the earlier form, its field texts under `values`', () => {
    const { addressMode, addressText, addressSelected, ...values } = selected;
    expect(parseStoredDraft({ values, addressMode, addressText, addressSelected })).toEqual(selected);
    expect(parseStoredDraft({ values: { rentAmount: 1500, city: { bad: true }, extra: 'x' } })).toEqual({
      ...EMPTY_REPORT_FORM_DRAFT,
      rentAmount: '1500',
    });
  });

  it('falls back to autocomplete mode and no selection for unknown values', () => {
    const draft = parseStoredDraft({ ...selected, addressMode: 'voice', addressSelected: 'yes' });
    expect(draft).toMatchObject({ addressMode: 'autocomplete', addressSelected: false, addressText: label });
  });

  it('drops a selection whose address is gone', () => {
    expect(parseStoredDraft({ ...selected, streetAddress: '' })?.addressSelected).toBe(false);
    expect(parseStoredDraft({ ...selected, addressText: '' })?.addressSelected).toBe(false);
  });

  it('drops oversized text', () => {
    const draft = parseStoredDraft({ ...selected, addressText: 'x'.repeat(5000) });
    expect(draft?.addressText).toBe('');
    expect(draft?.addressSelected).toBe(false);
  });

  it('restores a draft that validates as before', () => {
    const draft = parseStoredDraft(JSON.stringify(selected));
    expect(draft && validateReportFormDraft(draft).ok).toBe(true);
  });
});

describe('refreshShownErrors', () => {
  const empty: ReportFormDraft = { ...EMPTY_REPORT_FORM_DRAFT };
  const shown = failure(empty).errors;

  it('shows nothing before a submit flagged anything', () => {
    expect(refreshShownErrors({}, empty)).toEqual({});
  });

  it('drops a field once it is fixed and keeps the others', () => {
    const next = refreshShownErrors(shown, { ...empty, rentAmount: '1500' });
    expect(next).not.toHaveProperty('rentAmount');
    expect(next).toHaveProperty('sqFt', 'The "Sq/ft" field is required.');
    expect(next).toHaveProperty('streetAddress', REPORT_MESSAGES.selectAddress);
  });

  it('updates the message of a field that is still wrong', () => {
    const next = refreshShownErrors(
      { rentAmount: 'The "Rent" field is required.' },
      { ...selected, rentAmount: 'abc' },
    );
    expect(next).toEqual({ rentAmount: REPORT_MESSAGES.rentNotNumber });
  });

  it('does not flag fields the submit did not flag', () => {
    const next = refreshShownErrors(
      { sqFt: 'The "Sq/ft" field is required.' },
      { ...selected, sqFt: '', rentAmount: '' },
    );
    expect(next).toEqual({ sqFt: 'The "Sq/ft" field is required.' });
  });

  it('clears the address flag once an address is chosen', () => {
    const next = refreshShownErrors({ streetAddress: REPORT_MESSAGES.selectAddress }, selected);
    expect(next).toEqual({});
  });

  it('moves the address flag to the manual parts when the mode changes', () => {
    const next = refreshShownErrors(
      { streetAddress: REPORT_MESSAGES.selectAddress },
      switchAddressMode(empty, 'manual'),
    );
    expect(next).toEqual({
      streetAddress: REPORT_MESSAGES.streetAddressRequired,
      city: REPORT_MESSAGES.cityRequired,
      state: REPORT_MESSAGES.stateRequired,
      zipCode: REPORT_MESSAGES.zipCodeRequired,
    });
  });

  it('moves a manual part flag back to the one address input', () => {
    const manualEmpty = switchAddressMode(empty, 'manual');
    const next = refreshShownErrors(
      { zipCode: REPORT_MESSAGES.zipCodeRequired },
      switchAddressMode(manualEmpty, 'autocomplete'),
    );
    expect(next).toEqual({ streetAddress: REPORT_MESSAGES.selectAddress });
  });
});
