import type { CoreTextTable } from '../core-text';

// Places and addresses in Spanish: the state names of address/us-states.ts that have a usual Spanish form (the others,
// Texas, California, New Hampshire…, are written the same; the tenant rights directory's Spanish uses the same names,
// src/web/features/tenant-rights/content/rights-es.ts), and the address suggestions' note (address/address-parse.ts).

/** The states whose Spanish name differs from the English one; every other state keeps its name. */
export const STATE_NAMES_ES: Readonly<Record<string, string>> = {
  Hawaii: 'Hawái',
  Louisiana: 'Luisiana',
  Missouri: 'Misuri',
  Mississippi: 'Misisipi',
  'North Carolina': 'Carolina del Norte',
  'North Dakota': 'Dakota del Norte',
  'New Jersey': 'Nueva Jersey',
  'New Mexico': 'Nuevo México',
  'New York': 'Nueva York',
  Oregon: 'Oregón',
  Pennsylvania: 'Pensilvania',
  'South Carolina': 'Carolina del Sur',
  'South Dakota': 'Dakota del Sur',
  'West Virginia': 'Virginia Occidental',
  'District of Columbia': 'Distrito de Columbia',
};

export const PLACE_TEXTS_ES: CoreTextTable = {
  texts: {
    ...STATE_NAMES_ES,
    'Unit numbers are left out: for an apartment, enter the building’s street address without the unit number.':
      'Los números de unidad se omiten: si es un apartamento, escriba la dirección del edificio sin el número de unidad.',
  },
  patterns: [],
};
