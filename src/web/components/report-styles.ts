// Shared looks of the report's sections and the colours its charts and map agree on: the listing in one strong
// colour, the comparables in a neutral one.

export const cardClass = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:shadow-none';

export const sectionHeadingClass = 'text-xl font-bold text-slate-900';

/** Text shown in place of a chart or table that has too little data. */
export const emptyStateClass =
  'mt-4 flex min-h-24 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-slate-700';

/** The listing: orange-700, 5.2:1 against white. */
export const SUBJECT_COLOR = '#c2410c';
/** Comparables: slate-500, 4.8:1 against white. */
export const COMP_COLOR = '#64748b';
/** The expected range band and the market price (brand blue). */
export const RANGE_FILL = '#dbeafe';
export const MARKET_COLOR = '#1d4ed8';
export const GRID_COLOR = '#e2e8f0';
export const AXIS_TEXT_COLOR = '#475569';
