import { MONTH_NAMES_ES, spanishDate } from '../../i18n/es/shared';
import { yearOfDay, type RentCapPeriodWords } from '../rent-cap-period';

// The period of a rent-cap figure in US Spanish (rent-cap-period.ts has the ids and the English): "para 2026",
// "del 1 de agosto de 2025 al 31 de julio de 2026", "para 2023 antes del 6 de julio".

/** '6 de julio' from '2023-07-06'. */
const dayAndMonth = (iso: string): string =>
  `${Number(iso.slice(8, 10))} de ${MONTH_NAMES_ES[Number(iso.slice(5, 7)) - 1] ?? iso}`;

export const RENT_CAP_PERIOD_ES: RentCapPeriodWords = {
  year: ({ year }) => `para ${year}`,
  days: ({ from, until }) =>
    yearOfDay(from) === yearOfDay(until)
      ? `del ${dayAndMonth(from)} al ${spanishDate(until)}`
      : `del ${spanishDate(from)} al ${spanishDate(until)}`,
  yearBefore: ({ day }) => `para ${yearOfDay(day)} antes del ${dayAndMonth(day)}`,
  yearFrom: ({ day }) => `para ${yearOfDay(day)} desde el ${dayAndMonth(day)}`,
};
