import { CONFIDENCE_LABELS, LETTER_LENGTH_LABELS, LETTER_TONE_LABELS, SCORED_RENT_LABELS } from '../../labels';
import { BENCHMARK_NAMES, BENCHMARK_RELEASES, BENCHMARKS_SECTION_TEXTS } from '../../benchmarks/benchmark-texts';
import { textsById, type CoreTextTable, type TranslationOf } from '../../i18n/core-text';

// The report's own texts in Spanish, by the ids of their groups (the verdict's "why" has its own phrasebook:
// report/es/): the official benchmarks section (benchmarks/benchmark-figures.ts; its notes, areas and what a figure
// covers are worded by id in benchmarks/es/), the releases (benchmarks/rent-benchmarks.ts), the confidence's levels
// (labels.ts; its reasons by id: valuation/es/), the rent a score judged (labels.ts) and the letter form's labels
// (labels.ts; why a rent is suggested: writing/es/). Official names stay in English with a short gloss (docs/i18n.md).

const BENCHMARKS_SOURCE_ES =
  'Fuentes: U.S. Department of Housing and Urban Development (HUD, el Departamento de Vivienda y Desarrollo Urbano), Office of Policy Development and Research; U.S. Census Bureau (la Oficina del Censo), American Community Survey. Dominio público.';
const BENCHMARKS_RELEASES_ES =
  'Ediciones: HUD FY2026 Fair Market Rents (vigentes del 1 de octubre de 2025 al 30 de septiembre de 2026) y HUD FY2024 Small Area Fair Market Rents (del 1 de octubre de 2023 al 30 de septiembre de 2024). Las cifras FY2027 de HUD, vigentes desde el 1 de octubre de 2026, todavía no están en las tablas de RentValue.';

/** benchmarks/benchmark-figures.ts: the section's heading, explainer and source line (the sources, then the releases). */
const BENCHMARKS_SECTION_TEXTS_ES: TranslationOf<typeof BENCHMARKS_SECTION_TEXTS> = {
  heading: 'Rentas de referencia oficiales',
  explainer:
    'Las Fair Market Rents de HUD (las rentas justas de mercado que publica el gobierno federal) son el percentil 40 de las rentas brutas (renta más servicios públicos) que pagan quienes se mudaron hace poco a viviendas estándar, y la renta bruta mediana del Censo abarca a todos los hogares que rentan, no solo los contratos nuevos; ambas suelen quedar por debajo de las rentas pedidas actuales.',
  source: BENCHMARKS_SOURCE_ES,
  releases: BENCHMARKS_RELEASES_ES,
  sourceAndReleases: `${BENCHMARKS_SOURCE_ES} ${BENCHMARKS_RELEASES_ES}`,
};

/** benchmarks/benchmark-figures.ts: each figure's name. */
const BENCHMARK_NAMES_ES: TranslationOf<typeof BENCHMARK_NAMES> = {
  safmr:
    'Small Area Fair Market Rent de HUD (renta justa de mercado por código postal que publica el gobierno federal)',
  fmr: 'Fair Market Rent de HUD (renta justa de mercado que publica el gobierno federal)',
  acs: 'Renta bruta mediana del Censo',
};

/** benchmarks/rent-benchmarks.ts: the releases, as the agencies name them, with a gloss. */
const BENCHMARK_RELEASES_ES: TranslationOf<typeof BENCHMARK_RELEASES> = {
  safmr: 'HUD FY2024 Small Area Fair Market Rents (revisadas)',
  fmr: 'HUD FY2026 Fair Market Rents (año fiscal 2026)',
  acs: 'Census Bureau ACS, estimaciones de 5 años 2019–2023 (DP04, renta bruta mediana)',
  stateLevel: 'HUD FY2026 Fair Market Rents, mediana estatal ponderada por población',
};

/** valuation/market-confidence.ts: the badge reads "Confianza: Alta" (its reasons: valuation/es/). */
const CONFIDENCE_LABELS_ES: TranslationOf<typeof CONFIDENCE_LABELS> = {
  high: 'Alta',
  medium: 'Media',
  low: 'Baja',
};

/** valuation/scored-rent.ts: "Puntuación de Valor calculada sobre la {label}". */
const SCORED_RENT_LABELS_ES: TranslationOf<typeof SCORED_RENT_LABELS> = {
  asking: 'renta pedida',
  afterSpecials: 'renta con las ofertas de mudanza',
  netEffective: 'renta neta efectiva',
  offered: 'renta de renovación ofrecida',
};

/** The letter form's choices (the letter itself is written in the renter's language by writing/es/). */
const LETTER_TONE_LABELS_ES: TranslationOf<typeof LETTER_TONE_LABELS> = {
  friendly: 'Amable',
  neutral: 'Neutro',
  firm: 'Firme',
};

const LETTER_LENGTH_LABELS_ES: TranslationOf<typeof LETTER_LENGTH_LABELS> = {
  email: 'Correo breve',
  letter: 'Carta completa',
};

export const REPORT_TEXTS_ES: CoreTextTable = {
  texts: {
    ...textsById(BENCHMARKS_SECTION_TEXTS, BENCHMARKS_SECTION_TEXTS_ES),
    ...textsById(BENCHMARK_NAMES, BENCHMARK_NAMES_ES),
    ...textsById(BENCHMARK_RELEASES, BENCHMARK_RELEASES_ES),
    ...textsById(CONFIDENCE_LABELS, CONFIDENCE_LABELS_ES),
    ...textsById(SCORED_RENT_LABELS, SCORED_RENT_LABELS_ES),
    ...textsById(LETTER_TONE_LABELS, LETTER_TONE_LABELS_ES),
    ...textsById(LETTER_LENGTH_LABELS, LETTER_LENGTH_LABELS_ES),
  },
};
