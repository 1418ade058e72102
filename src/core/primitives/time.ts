// Lengths of time in milliseconds, in one place. A day is 24 hours: the dates they measure are UTC.

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Rents are monthly: a year of rent is twelve of them. */
export const MONTHS_PER_YEAR = 12;
