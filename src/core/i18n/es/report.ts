import type { CoreTextTable } from '../core-text';
import { plural } from './shared';

// The report's own sentences in Spanish (the verdict's "why" has its own phrasebook: report/es/), the official
// benchmarks section (benchmarks/benchmark-figures.ts; its notes by id: benchmarks/es/), the confidence's levels
// (valuation/market-confidence.ts; its reasons by id: valuation/es/), the rent a score judged
// (valuation/scored-rent.ts) and the letter form's labels (writing/negotiation-letter.ts; why a rent is suggested:
// writing/es/). Official names stay in English with a short gloss (docs/i18n.md).

/** benchmarks/benchmark-figures.ts: BENCHMARKS_SOURCE and BENCHMARKS_RELEASES, which the section shows together. */
const BENCHMARKS_SOURCE =
  'Sources: U.S. Department of Housing and Urban Development (HUD), Office of Policy Development and Research; U.S. Census Bureau, American Community Survey. Public domain.';
const BENCHMARKS_RELEASES =
  "Releases: HUD FY2026 Fair Market Rents (in force from 1 October 2025 to 30 September 2026) and HUD FY2024 Small Area Fair Market Rents (1 October 2023 to 30 September 2024). HUD's FY2027 figures, in force since 1 October 2026, are not in RentValue's tables yet.";
const BENCHMARKS_SOURCE_ES =
  'Fuentes: U.S. Department of Housing and Urban Development (HUD, el Departamento de Vivienda y Desarrollo Urbano), Office of Policy Development and Research; U.S. Census Bureau (la Oficina del Censo), American Community Survey. Dominio público.';
const BENCHMARKS_RELEASES_ES =
  'Ediciones: HUD FY2026 Fair Market Rents (vigentes del 1 de octubre de 2025 al 30 de septiembre de 2026) y HUD FY2024 Small Area Fair Market Rents (del 1 de octubre de 2023 al 30 de septiembre de 2024). Las cifras FY2027 de HUD, vigentes desde el 1 de octubre de 2026, todavía no están en las tablas de RentValue.';

export const REPORT_TEXTS_ES: CoreTextTable = {
  texts: {
    // benchmarks/benchmark-figures.ts
    'Official rent benchmarks': 'Rentas de referencia oficiales',
    'HUD Fair Market Rents are the 40th percentile of gross rents (rent plus utilities) paid by recent movers into standard units, and the Census median gross rent covers all renter households, not only new leases; both usually sit below current asking rents.':
      'Las Fair Market Rents de HUD (las rentas justas de mercado que publica el gobierno federal) son el percentil 40 de las rentas brutas (renta más servicios públicos) que pagan quienes se mudaron hace poco a viviendas estándar, y la renta bruta mediana del Censo abarca a todos los hogares que rentan, no solo los contratos nuevos; ambas suelen quedar por debajo de las rentas pedidas actuales.',
    [BENCHMARKS_SOURCE]: BENCHMARKS_SOURCE_ES,
    [BENCHMARKS_RELEASES]: BENCHMARKS_RELEASES_ES,
    [`${BENCHMARKS_SOURCE} ${BENCHMARKS_RELEASES}`]: `${BENCHMARKS_SOURCE_ES} ${BENCHMARKS_RELEASES_ES}`,
    'HUD Small Area Fair Market Rent':
      'Small Area Fair Market Rent de HUD (renta justa de mercado por código postal que publica el gobierno federal)',
    'HUD Fair Market Rent': 'Fair Market Rent de HUD (renta justa de mercado que publica el gobierno federal)',
    'Census median gross rent': 'Renta bruta mediana del Censo',
    'All rentals, every size': 'Todas las viviendas en renta, de todos los tamaños',

    // benchmarks/rent-benchmarks.ts: the releases, as the agencies name them, with a gloss
    'HUD FY2024 Small Area Fair Market Rents (revised)': 'HUD FY2024 Small Area Fair Market Rents (revisadas)',
    'HUD FY2026 Fair Market Rents': 'HUD FY2026 Fair Market Rents (año fiscal 2026)',
    'Census Bureau ACS 2019–2023 5-year estimates (DP04, median gross rent)':
      'Census Bureau ACS, estimaciones de 5 años 2019–2023 (DP04, renta bruta mediana)',
    'HUD FY2026 Fair Market Rents, population-weighted state median':
      'HUD FY2026 Fair Market Rents, mediana estatal ponderada por población',

    // valuation/market-confidence.ts (the badge reads "Confianza: Alta"; its reasons: valuation/es/)
    Medium: 'Media',
    Low: 'Baja',

    // valuation/scored-rent.ts: "Puntuación de Valor calculada sobre la {label}"
    'asking rent': 'renta pedida',
    'net effective rent': 'renta neta efectiva',
    'offered renewal rent': 'renta de renovación ofrecida',

    // writing/negotiation-letter.ts: the letter form's choices
    Friendly: 'Amable',
    Neutral: 'Neutro',
    Firm: 'Firme',
    'Short email': 'Correo breve',
    'Full letter': 'Carta completa',
  },
  patterns: [
    // bedroomsText: what a figure covers
    { pattern: /^(\d+\+?) bedrooms?$/, translate: (count) => plural(count, 'habitación', 'habitaciones') },
    // the area of the ZIP's own figure; other areas are official names, kept as written
    { pattern: /^ZIP (\d{5}) \((.+)\)$/, translate: (zip, area) => `Código postal ${zip} (${area})` },
  ],
};
