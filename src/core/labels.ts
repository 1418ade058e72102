// Every label, choice and note the forms, tables and pages show (docs/product.md#fields-and-options), in one place
// and by id, as messages.ts holds the messages: the rules that use them are in their rooms, and each other language
// translates them by these ids (src/core/translations/es/general.ts, decision 088). A module of its own so that a
// page that shows none of them does not carry them.

/** The labels the account forms' messages name, by id. */
export const AUTH_FIELD_LABELS = {
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  firstName: 'First Name',
  lastName: 'Last Name',
  city: 'City',
  state: 'State',
} as const;

/** The contact form's labels (docs/product.md#contact). */
export const CONTACT_LABELS = {
  firstName: 'First Name',
  email: 'Email Address',
  subject: 'Subject',
  message: 'Message',
} as const;

/** The value labels by id. */
export const EVALUATION_LABELS = {
  fair: 'Fair Value',
  better: 'Better Value',
  poorer: 'Poorer Value',
} as const;

/** The compare table's words of the levels, by id (the half levels are the form's own: LEVEL_LABELS). */
export const COMPARE_LEVEL_LABELS = {
  budget: 'Budget',
  average: 'Average',
  luxury: 'Luxury',
} as const;

/** The words of a listing's rooms that stand alone (a bedroom count of 0), by id. */
export const LISTING_WORDS = {
  studio: 'Studio',
} as const;

/** The address suggestions' words, by id. */
export const ADDRESS_NOTES = {
  unitNumber:
    'Unit numbers are left out: for an apartment, enter the building’s street address without the unit number.',
} as const;

/** The condition and amenities levels on the research form; the compare table's half levels say them too. */
export const LEVEL_LABELS = {
  luxury: 'Luxury/High End',
  high: 'High',
  aboveAverage: 'Above Average',
  standard: 'Standard/Average',
  belowAverage: 'Below Average',
  budget: 'Budget/Low End',
  minimal: 'Minimal',
} as const;

/** The property types on the research form (docs/product.md#fields-and-options). */
export const BUILDING_TYPE_LABELS = {
  apartment: 'Apartment/Condo',
  house: 'House',
} as const;

/**
 * The labels of the required-field message 'The "{label}" field is required.'
 * (docs/product.md#form-rules-and-messages).
 */
export const REPORT_FIELD_LABELS = {
  rentAmount: 'Rent',
  bedrooms: 'Bedrooms',
  baths: 'Baths',
  sqFt: 'Sq/ft',
  buildingType: 'Property Type',
  qualityLevel: 'Condition/Quality',
  amenitiesLevel: 'Amenities/Features',
} as const;

/** The labels of the renewal check's and the move-in specials' fields, for messages in the same style. */
export const NEXT_STEP_FIELD_LABELS = {
  currentRent: 'Current rent',
  offeredRent: 'Offered rent',
  concessionAmount: 'Move-in special',
  leaseMonths: 'Lease length',
} as const;

/** The move-in specials' kinds on the research form. */
export const CONCESSION_KIND_LABELS = {
  none: 'No move-in special',
  weeks: 'Weeks free',
  months: 'Months free',
  dollars: 'Dollars off',
} as const;

/** The recurring monthly fees' labels, as listings name them. */
export const MONTHLY_FEE_LABELS = {
  amenityFee: 'Amenity or service fees',
  trashFee: 'Trash or valet trash',
  techFee: 'Internet, tech or smart-home package',
  utilitiesFee: 'Utilities billed by the landlord',
  otherFee: 'Other required fees',
  parkingFee: 'Parking',
  petFee: 'Pet rent',
} as const;

/** The utilities a renter pays the utility companies themselves, a month (decision 090). */
export const OWN_UTILITIES_LABEL = { ownUtilities: 'Utilities you would pay yourself' } as const;

/** The one-time costs of moving in (decision 090). */
export const MOVE_IN_COST_LABELS = {
  applicationFee: 'Application fee',
  brokerFee: 'Broker fee',
  securityDeposit: 'Security deposit',
} as const;

/** The confidence's levels (docs/product.md#confidence-levels): the badge reads "Confidence: High". */
export const CONFIDENCE_LABELS = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
} as const;

/** The rent a score judged, as the report's heading names it (scored-rent.ts). */
export const SCORED_RENT_LABELS = {
  asking: 'asking rent',
  afterSpecials: 'rent after move-in specials',
  netEffective: 'net effective rent',
  offered: 'offered renewal rent',
} as const;

/** The letter form's tones. */
export const LETTER_TONE_LABELS = {
  friendly: 'Friendly',
  neutral: 'Neutral',
  firm: 'Firm',
} as const;
/** The letter form's lengths. */
export const LETTER_LENGTH_LABELS = {
  email: 'Short email',
  letter: 'Full letter',
} as const;
