import type { MessageWords } from '../primitives/message';

// The period a rent-cap figure covers (rent-increase-caps.ts), as data: a message id with the figures it is worded
// from, which each language words (the English here, the Spanish in es/rent-cap-period-es.ts), so no sentence is
// parsed back for its year or its dates. The API's RentCapCheck carries it as it is (src/core/api/reports.ts).

/** The figures each kind of period is worded from; days are ISO (YYYY-MM-DD). */
type PeriodValues = {
  /** A calendar year: 'for 2026'. */
  year: { year: number };
  /** From one day to another, both inclusive: 'for 1 August 2025 to 31 July 2026', 'for 7 May to 31 December 2025'. */
  days: { from: string; until: string };
  /** A year up to the day before `day`, when a figure changed during the year: 'for 2023 before 6 July'. */
  yearBefore: { day: string };
  /** A year from `day` on, when a figure changed during the year: 'for 2023 from 6 July'. */
  yearFrom: { day: string };
};

type RentCapPeriodId = keyof PeriodValues;

export type RentCapPeriod = {
  [Id in RentCapPeriodId]: { readonly id: Id; readonly values: Readonly<PeriodValues[Id]> };
}[RentCapPeriodId];

/** A language's words for each kind of period, as a sentence names it after the figure ("9.5% for 2026"). */
export type RentCapPeriodWords = MessageWords<RentCapPeriod>;

/** The year of an ISO day. */
export const yearOfDay = (iso: string): number => Number(iso.slice(0, 4));

/** '6 July' from '2023-07-06': the day and month as the table's English names them. */
const dayAndMonth = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

export const RENT_CAP_PERIOD_EN: RentCapPeriodWords = {
  year: ({ year }) => `for ${year}`,
  days: ({ from, until }) =>
    yearOfDay(from) === yearOfDay(until)
      ? `for ${dayAndMonth(from)} to ${dayAndMonth(until)} ${yearOfDay(until)}`
      : `for ${dayAndMonth(from)} ${yearOfDay(from)} to ${dayAndMonth(until)} ${yearOfDay(until)}`,
  yearBefore: ({ day }) => `for ${yearOfDay(day)} before ${dayAndMonth(day)}`,
  yearFrom: ({ day }) => `for ${yearOfDay(day)} from ${dayAndMonth(day)}`,
};
