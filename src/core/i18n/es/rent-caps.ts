import type { CoreTextTable } from '../core-text';

// The statewide rent-increase caps' own words in Spanish (report/rent-increase-caps.ts): the law's name (as the
// tenant rights directory names it in src/web/features/tenant-rights/content/rights-es.ts, California's without the
// colon, which the caveat's own colon follows), its formula (shown by the renewal check and the directory), the
// exemptions, regions, sources and periods. The sentences around them are worded by report/es/ (the check's summary
// and caveat, the figure in force). The statute names stay in English
// inside the Spanish, as docs/i18n.md keeps official names. The state's name inside a summary is translated in turn
// (Oregon → Oregón, places.ts).

/** The exemptions as the caveat lists them, joined with "; ". */
const EXEMPTIONS: Readonly<Record<string, string>> = {
  // California
  'housing first given a certificate of occupancy within the last 15 years (a rolling window)':
    'viviendas que recibieron su primer certificado de ocupación en los últimos 15 años (un periodo que avanza con el tiempo)',
  'a single-family home or condo whose owner is not a corporation, a real estate investment trust or an LLC with a corporate member, when the lease gave the tenant the written exemption notice the law requires':
    'una casa unifamiliar o un condominio cuyo propietario no sea una corporación, un fideicomiso de inversión en bienes raíces (REIT) ni una LLC con un socio corporativo, cuando el contrato le dio al inquilino el aviso de exención por escrito que exige la ley',
  'a duplex where the owner has lived in the other unit since the tenancy began':
    'un dúplex donde el propietario vive en la otra unidad desde que empezó el arrendamiento',
  'deed-restricted or government-regulated affordable housing':
    'vivienda asequible con restricciones en la escritura o regulada por el gobierno',
  'school and college dormitories': 'residencias estudiantiles de escuelas y universidades',
  'homes under a local rent control law that limits increases more strictly (the local limit applies instead)':
    'viviendas sujetas a una ley local de control de rentas que limita más los aumentos (en ese caso se aplica el límite local)',
  // Oregon
  'a unit whose first certificate of occupancy was issued less than 15 years before the notice of the increase':
    'una unidad cuyo primer certificado de ocupación se emitió menos de 15 años antes del aviso del aumento',
  'a unit whose rent is reduced under a federal, state or local housing program or subsidy':
    'una unidad cuya renta está reducida por un programa o subsidio de vivienda federal, estatal o local',
  // Washington
  'a unit whose first certificate of occupancy was issued 12 years or less before the notice of the increase':
    'una unidad cuyo primer certificado de ocupación se emitió 12 años o menos antes del aviso del aumento',
  'housing owned by a public housing authority, a public development authority, or a nonprofit whose rents an affordable housing program regulates':
    'vivienda que pertenece a una autoridad pública de vivienda, a una autoridad pública de desarrollo o a una organización sin fines de lucro cuyas rentas regula un programa de vivienda asequible',
  'low-income housing built with federal tax credits under a regulatory agreement with the state':
    'vivienda para personas de bajos ingresos construida con créditos fiscales federales bajo un acuerdo regulatorio con el estado',
  'some owner-occupied homes, such as a duplex, triplex or fourplex where the owner lives in one of the units':
    'algunas viviendas ocupadas por su propietario, como un dúplex, tríplex o cuádruplex donde el propietario vive en una de las unidades',
};

/** California's regions (rent-increase-caps.ts REGION). */
const REGIONS: Readonly<Record<string, string>> = {
  'Los Angeles and Orange counties': 'los condados de Los Ángeles y Orange',
  'San Diego County': 'el condado de San Diego',
  'Riverside and San Bernardino counties': 'los condados de Riverside y San Bernardino',
  'the Bay Area counties of Alameda, Contra Costa, Marin, San Francisco and San Mateo':
    'los condados del Área de la Bahía de Alameda, Contra Costa, Marin, San Francisco y San Mateo',
  'the other counties (California CPI)': 'los demás condados (CPI de California)',
};

export const RENT_CAP_TEXTS_ES: CoreTextTable = {
  texts: {
    ...EXEMPTIONS,

    // the laws
    'California Tenant Protection Act of 2019 (Civil Code §1947.12)':
      'Ley de protección de inquilinos de California (California Tenant Protection Act of 2019, Civil Code §1947.12)',
    'Oregon rent increase limit (ORS 90.323, from SB 608 of 2019 and SB 611 of 2023)':
      'Límite a los aumentos de renta de Oregón (ORS 90.323, de las leyes SB 608 de 2019 y SB 611 de 2023)',
    'Washington rent stabilization law (RCW 59.18.700, from HB 1217 of 2025)':
      'Ley de estabilización de rentas de Washington (RCW 59.18.700, de la ley HB 1217 de 2025)',

    // the formulas ("La regla: {formula}.")
    '5% plus the change in the regional Consumer Price Index (April to April), at most 10%, over any 12 months':
      '5% más el cambio del índice de precios al consumidor (CPI) de la región (de abril a abril), como máximo 10%, en cualquier periodo de 12 meses',
    "7% plus the West Region CPI change, at most 10% (the state publishes each calendar year's figure)":
      '7% más el cambio del índice de precios al consumidor (CPI) de la Región Oeste, como máximo 10% (el estado publica la cifra de cada año calendario)',
    "7% plus the Seattle-area CPI change, at most 10%, over any 12 months (the state publishes each calendar year's figure)":
      '7% más el cambio del índice de precios al consumidor (CPI) del área de Seattle, como máximo 10%, en cualquier periodo de 12 meses (el estado publica la cifra de cada año calendario)',

    ...REGIONS,

    // the sources of the published figures (official names stay in English, with what they are)
    'Oregon Office of Economic Analysis, maximum annual rent increase':
      'aumento anual máximo que publica la Oficina de Análisis Económico de Oregón (Oregon Office of Economic Analysis)',
    'Washington State Department of Commerce, maximum annual rent increase':
      'aumento anual máximo que publica el Departamento de Comercio de Washington (Washington State Department of Commerce)',

    // the periods of published figures that are not a whole year
    'for 2023 before 6 July': 'para 2023 antes del 6 de julio',
    'for 2023 from 6 July': 'para 2023 desde el 6 de julio',
    'for 7 May to 31 December 2025': 'del 7 de mayo al 31 de diciembre de 2025',
  },
  patterns: [
    { pattern: /^for (\d{4})$/, translate: (year) => `para ${year}` },
    {
      pattern: /^for 1 August (\d{4}) to 31 July (\d{4})$/,
      translate: (from, until) => `del 1 de agosto de ${from} al 31 de julio de ${until}`,
    },
  ],
};
