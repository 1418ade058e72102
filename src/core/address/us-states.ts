// The 50 states, sorted by code: signup's state list and the tenant-rights cards (docs/product.md#sign-up,
// docs/product.md#tenant-rights).
// Addresses also accept the District of Columbia: it is a real rental market with US street
// addresses, even though the signup list and the tenant-rights directory name only the 50 states.

export interface UsState {
  readonly code: string;
  readonly name: string;
}

export const US_STATES: readonly UsState[] = [
  { code: 'AK', name: 'Alaska' },
  { code: 'AL', name: 'Alabama' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'IA', name: 'Iowa' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MD', name: 'Maryland' },
  { code: 'ME', name: 'Maine' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MT', name: 'Montana' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NY', name: 'New York' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VA', name: 'Virginia' },
  { code: 'VT', name: 'Vermont' },
  { code: 'WA', name: 'Washington' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WY', name: 'Wyoming' },
];

export const DISTRICT_OF_COLUMBIA: UsState = { code: 'DC', name: 'District of Columbia' };

/**
 * States accepted in a listing's address: the 50 states plus DC, sorted by code. Two capital letters compare as
 * they are: `localeCompare` would start the browser's collator (about 9 ms at the start of every page).
 */
export const ADDRESS_STATES: readonly UsState[] = [...US_STATES, DISTRICT_OF_COLUMBIA].sort((a, b) =>
  a.code < b.code ? -1 : 1,
);

export const US_STATE_CODES: readonly string[] = US_STATES.map((state) => state.code);
export const ADDRESS_STATE_CODES: readonly string[] = ADDRESS_STATES.map((state) => state.code);

export function isUsStateCode(code: string): boolean {
  return US_STATE_CODES.includes(code);
}

export function isAddressStateCode(code: string): boolean {
  return ADDRESS_STATE_CODES.includes(code);
}

export function stateName(code: string): string | undefined {
  return ADDRESS_STATES.find((state) => state.code === code.trim().toUpperCase())?.name;
}
