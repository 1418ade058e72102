import { ADDRESS_STATES } from '../us-states';

// Places in Spanish: the states of address/us-states.ts that have a usual Spanish form, by their code (the others,
// Texas, California, New Hampshire…, are written the same; the tenant rights directory's Spanish uses the same names,
// src/web/features/tenant-rights/content/rights-es.ts).

/** The states whose Spanish name differs from the English one, by code; every other state keeps its name. */
export const STATE_NAMES_ES: Readonly<Record<string, string>> = {
  HI: 'Hawái',
  LA: 'Luisiana',
  MO: 'Misuri',
  MS: 'Misisipi',
  NC: 'Carolina del Norte',
  ND: 'Dakota del Norte',
  NJ: 'Nueva Jersey',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  OR: 'Oregón',
  PA: 'Pensilvania',
  SC: 'Carolina del Sur',
  SD: 'Dakota del Sur',
  WV: 'Virginia Occidental',
  DC: 'Distrito de Columbia',
};

/** English name → Spanish name, for a state's name arriving as text (a summary's place, a card's title). */
export const STATE_TEXTS_ES: Readonly<Record<string, string>> = Object.fromEntries(
  ADDRESS_STATES.flatMap((state) => {
    const spanish = STATE_NAMES_ES[state.code];
    return spanish ? [[state.name, spanish]] : [];
  }),
);
