import { z } from 'zod';
import { BUILDING_TYPES, RESEARCH_MODES } from './report-form-options';
import { LEVELS } from '../valuation/adjustment-factor';
import { cleanSingleLine } from '../primitives/clean-text';
import { fieldErrors, firstInvalidField } from '../forms/form-errors';
import { BATH_VALUES, BEDROOM_VALUES } from '../listings/listing-text';
import { fieldRequired, REPORT_MESSAGES } from '../messages';
import { NEXT_STEP_FIELD_LABELS, REPORT_FIELD_LABELS } from '../labels';
import {
  CONCESSION_KINDS,
  LEASE_MONTHS_MAX,
  LEASE_MONTHS_MIN,
  MONTHLY_FEE_MAX,
  MONTHLY_FEES,
  MOVE_IN_COST_MAX,
  MOVE_IN_COSTS,
  concessionWeeks,
  type MonthlyFeeKey,
  type MoveInCostKey,
} from '../valuation/move-in-specials';
import { isAddressStateCode } from '../address/us-states';
import { SCAM_RED_FLAGS, type ScamRedFlag } from '../valuation/scam-check';
import {
  formChoice,
  formNumber,
  optionalChoice,
  optionalFormNumber,
  optionalHttpUrl,
  requiredText,
} from '../forms/zod-fields';

// Over 250 lines as one schema: every field of the report form with its rule and message, and the cross-field
// rules between them, in the one object the browser form and the server both validate with.

// The report form's fields (docs/product.md#fields-and-options) with their rules and messages
// (docs/product.md#form-rules-and-messages). One schema for the browser form and the server's
// POST /api/reports (docs/architecture.md#how-a-request-flows).
// Readings and limits we chose:
// - Rent and sqft accept numbers or numeric text, minimum 0 as the rules say; the upper
//   limits (rent 100,000 dollars a month, 50,000 sqft) only stop typing slips.
// - State is a two-letter code of the 50 states or DC (see us-states.ts); case is forgiven.
// - Zip Code is 5 digits or ZIP+4.
// - A choice field (bedrooms, baths, property type, condition, amenities) holding a value
//   that is not one of its options reports the field's "required" message, because the
//   screen only offers the options: anything else means nothing valid was chosen.
// - The listing URL is optional; blank is stored as null; only http(s) links are accepted.
// - Text is cleaned of control characters and trimmed; lengths are capped.
// - `mode` is a new listing (the default, blank included) or a renewal offer (docs/product.md#renewal-check), which
//   needs the current rent; the rent field is then the offered rent. The move-in specials are read only when
//   `specialsOn` is set: the lease length is then required, and an amount when a concession is chosen (no more than
//   the whole lease's rent). Blank fees, utilities and move-in costs count as none (decision 090). A renewal has no
//   move-in specials.
// - `redFlags` are the scam warning signs the renter marked (decision 089), any of SCAM_RED_FLAGS, none by default.

export const RENT_MAX = 100_000;
export const SQFT_MAX = 50_000;
export const STREET_ADDRESS_MAX = 200;
export const CITY_MAX = 100;
export const URL_MAX = 2048;

const ZIP_CODE = /^\d{5}(?:-\d{4})?$/;

function normalizeBedrooms(value: string | number): string | number {
  const text = String(value).trim();
  if (/^studio$/i.test(text)) return '0';
  if (/^\d+$/.test(text) && Number(text) >= 6) return '6+';
  return text;
}

function normalizeBaths(value: string | number): string | number {
  const text = String(value).trim();
  if (/^\d+$/.test(text) && Number(text) >= 3) return '3+';
  return text;
}

function normalizeLevel(value: string | number): string | number {
  if (typeof value === 'number') return value;
  const parsed = Number(value);
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : value;
}

export const reportFormSchema = z
  .object({
    propertyUrl: optionalHttpUrl({
      max: URL_MAX,
      invalid: REPORT_MESSAGES.invalidUrl,
      tooLong: REPORT_MESSAGES.urlTooLong,
    }),
    streetAddress: requiredText({
      required: REPORT_MESSAGES.streetAddressRequired,
      max: STREET_ADDRESS_MAX,
      tooLong: REPORT_MESSAGES.addressTooLong,
    }),
    city: requiredText({ required: REPORT_MESSAGES.cityRequired, max: CITY_MAX, tooLong: REPORT_MESSAGES.cityTooLong }),
    state: z
      .string({ error: REPORT_MESSAGES.stateRequired })
      .transform((value) => cleanSingleLine(value).toUpperCase())
      .pipe(
        z
          .string()
          .min(1, { error: REPORT_MESSAGES.stateRequired })
          .refine((code) => code === '' || isAddressStateCode(code), { error: REPORT_MESSAGES.invalidState }),
      ),
    zipCode: z
      .string({ error: REPORT_MESSAGES.zipCodeRequired })
      .transform(cleanSingleLine)
      .pipe(
        z
          .string()
          .min(1, { error: REPORT_MESSAGES.zipCodeRequired })
          .refine((zip) => zip === '' || ZIP_CODE.test(zip), { error: REPORT_MESSAGES.invalidZipCode }),
      ),
    buildingType: formChoice(BUILDING_TYPES, fieldRequired(REPORT_FIELD_LABELS.buildingType), (value) =>
      String(value).toLowerCase(),
    ),
    rentAmount: formNumber({
      required: fieldRequired(REPORT_FIELD_LABELS.rentAmount),
      notNumber: REPORT_MESSAGES.rentNotNumber,
      outOfRange: REPORT_MESSAGES.rentOutOfRange,
      min: 0,
      max: RENT_MAX,
    }).refine(isPositiveMoney, { error: REPORT_MESSAGES.rentNotPositive }),
    bedrooms: formChoice(BEDROOM_VALUES, fieldRequired(REPORT_FIELD_LABELS.bedrooms), normalizeBedrooms),
    baths: formChoice(BATH_VALUES, fieldRequired(REPORT_FIELD_LABELS.baths), normalizeBaths),
    sqFt: formNumber({
      required: fieldRequired(REPORT_FIELD_LABELS.sqFt),
      notNumber: REPORT_MESSAGES.sqftNotNumber,
      outOfRange: REPORT_MESSAGES.sqftOutOfRange,
      min: 0,
      max: SQFT_MAX,
    }),
    qualityLevel: formChoice(LEVELS, fieldRequired(REPORT_FIELD_LABELS.qualityLevel), normalizeLevel),
    amenitiesLevel: formChoice(LEVELS, fieldRequired(REPORT_FIELD_LABELS.amenitiesLevel), normalizeLevel),
    mode: optionalChoice(RESEARCH_MODES, 'listing', REPORT_MESSAGES.invalidMode),
    currentRent: optionalFormNumber({
      notNumber: REPORT_MESSAGES.currentRentNotNumber,
      outOfRange: REPORT_MESSAGES.currentRentOutOfRange,
      min: 0,
      max: RENT_MAX,
    }),
    specialsOn: z
      .union([z.string(), z.boolean(), z.null()])
      .optional()
      .transform(
        (value) =>
          value === true || (typeof value === 'string' && ['yes', 'true', 'on'].includes(value.trim().toLowerCase())),
      ),
    concessionKind: optionalChoice(CONCESSION_KINDS, 'none', REPORT_MESSAGES.invalidConcessionKind),
    concessionAmount: optionalFormNumber({
      notNumber: REPORT_MESSAGES.concessionNotNumber,
      outOfRange: REPORT_MESSAGES.concessionOutOfRange,
      min: 0,
      max: RENT_MAX,
    }),
    leaseMonths: optionalFormNumber({
      notNumber: REPORT_MESSAGES.leaseMonthsNotNumber,
      outOfRange: REPORT_MESSAGES.leaseMonthsOutOfRange,
      min: LEASE_MONTHS_MIN,
      max: LEASE_MONTHS_MAX,
      integer: true,
    }),
    ...feeFields(),
    ownUtilities: optionalFormNumber({
      notNumber: REPORT_MESSAGES.feeNotNumber,
      outOfRange: REPORT_MESSAGES.feeOutOfRange,
      min: 0,
      max: MONTHLY_FEE_MAX,
    }),
    ...moveInCostFields(),
    redFlags: redFlagsField(),
  })
  .superRefine((form, ctx) => {
    const need = (path: ReportFormField, message: string) =>
      ctx.issues.push({ code: 'custom', message, path: [path], input: undefined });
    if (form.mode === 'renewal') {
      if (form.currentRent === null) need('currentRent', fieldRequired(NEXT_STEP_FIELD_LABELS.currentRent));
      else if (!isPositiveMoney(form.currentRent)) need('currentRent', REPORT_MESSAGES.currentRentNotPositive);
      return;
    }
    if (!form.specialsOn) return;
    if (form.leaseMonths === null) need('leaseMonths', fieldRequired(NEXT_STEP_FIELD_LABELS.leaseMonths));
    if (form.concessionKind === 'none') return;
    if (form.concessionAmount === null) {
      need('concessionAmount', fieldRequired(NEXT_STEP_FIELD_LABELS.concessionAmount));
      return;
    }
    if (!isPositiveMoney(form.concessionAmount)) {
      need('concessionAmount', REPORT_MESSAGES.concessionNotPositive);
      return;
    }
    const months = form.leaseMonths ?? LEASE_MONTHS_MAX;
    const weeks = concessionWeeks(form.concessionKind, form.concessionAmount, form.rentAmount);
    if (weeks > (months * 52) / 12 + 1e-9) need('concessionAmount', REPORT_MESSAGES.concessionTooLarge);
  });

/**
 * A rent, a current rent or a concession is at least a cent once rounded to the cent: a figure that rounds to $0
 * cannot be divided by or compared with (a renewal's increase over a current rent of 0 has no percentage). A monthly
 * fee of 0 stays allowed: it says there is none.
 */
function isPositiveMoney(dollars: number): boolean {
  return Math.round(dollars * 100) >= 1;
}

function feeFields(): Record<MonthlyFeeKey, ReturnType<typeof optionalFormNumber>> {
  const fee = () =>
    optionalFormNumber({
      notNumber: REPORT_MESSAGES.feeNotNumber,
      outOfRange: REPORT_MESSAGES.feeOutOfRange,
      min: 0,
      max: MONTHLY_FEE_MAX,
    });
  return Object.fromEntries(MONTHLY_FEES.map(({ key }) => [key, fee()])) as Record<
    MonthlyFeeKey,
    ReturnType<typeof fee>
  >;
}

function moveInCostFields(): Record<MoveInCostKey, ReturnType<typeof optionalFormNumber>> {
  const cost = () =>
    optionalFormNumber({
      notNumber: REPORT_MESSAGES.moveInCostNotNumber,
      outOfRange: REPORT_MESSAGES.moveInCostOutOfRange,
      min: 0,
      max: MOVE_IN_COST_MAX,
    });
  return Object.fromEntries(MOVE_IN_COSTS.map(({ key }) => [key, cost()])) as Record<
    MoveInCostKey,
    ReturnType<typeof cost>
  >;
}

/**
 * The red flags the renter marked (scam-check.ts): a list, or the form's comma-separated text; blank is none. A flag
 * not on the list fails the field, as a choice does.
 */
function redFlagsField() {
  return z
    .union(
      [
        z.string().max(200, { error: REPORT_MESSAGES.invalidRedFlag }),
        z
          .array(z.string().max(40, { error: REPORT_MESSAGES.invalidRedFlag }))
          .max(SCAM_RED_FLAGS.length, { error: REPORT_MESSAGES.invalidRedFlag }),
        z.null(),
      ],
      { error: REPORT_MESSAGES.invalidRedFlag },
    )
    .optional()
    .transform((value, ctx): ScamRedFlag[] => {
      const items = value == null ? [] : Array.isArray(value) ? value : value.split(',');
      const marked = items.map((item) => item.trim()).filter((item) => item !== '');
      if (marked.some((item) => !(SCAM_RED_FLAGS as readonly string[]).includes(item))) {
        ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.invalidRedFlag });
        return [];
      }
      return SCAM_RED_FLAGS.filter((flag) => marked.includes(flag));
    });
}

export type ReportFormInput = z.input<typeof reportFormSchema>;
export type ReportForm = z.output<typeof reportFormSchema>;
export type ReportFormField = keyof ReportForm;

/** Fields in screen order: the first invalid one takes the focus (docs/product.md#form-rules-and-messages). */
export const REPORT_FORM_FIELD_ORDER: readonly ReportFormField[] = [
  'mode',
  'streetAddress',
  'city',
  'state',
  'zipCode',
  'propertyUrl',
  'currentRent',
  'rentAmount',
  'bedrooms',
  'baths',
  'sqFt',
  'buildingType',
  'qualityLevel',
  'amenitiesLevel',
  'specialsOn',
  'concessionKind',
  'concessionAmount',
  'leaseMonths',
  ...MONTHLY_FEES.map((fee) => fee.key),
  'ownUtilities',
  ...MOVE_IN_COSTS.map((cost) => cost.key),
  'redFlags',
];

/** The form's empty starting values (router state reset=true returns to these). */
export const EMPTY_REPORT_FORM: Readonly<Record<ReportFormField, string>> = {
  propertyUrl: '',
  streetAddress: '',
  city: '',
  state: '',
  zipCode: '',
  buildingType: '',
  rentAmount: '',
  bedrooms: '',
  baths: '',
  sqFt: '',
  qualityLevel: '',
  amenitiesLevel: '',
  mode: 'listing',
  currentRent: '',
  specialsOn: '',
  concessionKind: 'none',
  concessionAmount: '',
  leaseMonths: '',
  amenityFee: '',
  trashFee: '',
  techFee: '',
  utilitiesFee: '',
  otherFee: '',
  parkingFee: '',
  petFee: '',
  ownUtilities: '',
  applicationFee: '',
  brokerFee: '',
  securityDeposit: '',
  redFlags: '',
};

export type ReportFormResult =
  | { readonly ok: true; readonly data: ReportForm }
  | {
      readonly ok: false;
      /** The general banner's text. */
      readonly banner: string;
      readonly errors: Partial<Record<ReportFormField, string>>;
      readonly firstInvalid: ReportFormField | null;
    };

export function validateReportForm(input: unknown): ReportFormResult {
  const result = reportFormSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    banner: REPORT_MESSAGES.formBanner,
    errors: fieldErrors(result.error) as Partial<Record<ReportFormField, string>>,
    firstInvalid: firstInvalidField(result.error, REPORT_FORM_FIELD_ORDER),
  };
}
