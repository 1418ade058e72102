import {
  RENT_CAP_EXEMPTIONS,
  RENT_CAP_FORMULAS,
  RENT_CAP_LAWS,
  RENT_CAP_REGIONS,
  RENT_CAP_SOURCE_NAMES,
} from '../rent-cap-texts';
import { STATE_TEXTS_ES } from '../../address/es/places-es';
import { textsById, type CoreTextTable, type TranslationOf } from '../../i18n/core-text';

// The statewide rent-increase caps' own words in Spanish (report/rent-cap-texts.ts), by the groups' ids: the law's
// name (as the tenant rights directory names it in src/web/features/tenant-rights/content/rights-es.ts, California's
// without the colon, which the caveat's own colon follows), its formula (shown by the renewal check and the
// directory), the exemptions, regions and sources. The periods are data, worded by report/es/rent-cap-period-es.ts;
// the sentences around them are worded by report/es/ (the check's summary and caveat, the figure in force). The
// statute names stay in English inside the Spanish, as docs/i18n.md keeps official names. The state's name inside a
// summary is translated in turn (Oregon → Oregón, places.ts).

const LAWS_ES: TranslationOf<typeof RENT_CAP_LAWS> = {
  california:
    'Ley de protección de inquilinos de California (California Tenant Protection Act of 2019, Civil Code §1947.12)',
  oregon: 'Límite a los aumentos de renta de Oregón (ORS 90.323, de las leyes SB 608 de 2019 y SB 611 de 2023)',
  washington: 'Ley de estabilización de rentas de Washington (RCW 59.18.700, de la ley HB 1217 de 2025)',
};

/** The formulas ("La regla: {formula}."). */
const FORMULAS_ES: TranslationOf<typeof RENT_CAP_FORMULAS> = {
  california:
    '5% más el cambio del índice de precios al consumidor (CPI) de la región (de abril a abril), como máximo 10%, en cualquier periodo de 12 meses',
  oregon:
    '7% más el cambio del índice de precios al consumidor (CPI) de la Región Oeste, como máximo 10% (el estado publica la cifra de cada año calendario)',
  washington:
    '7% más el cambio del índice de precios al consumidor (CPI) del área de Seattle, como máximo 10%, en cualquier periodo de 12 meses (el estado publica la cifra de cada año calendario)',
};

/** The exemptions as the caveat lists them, joined with "; ". */
const EXEMPTIONS_ES: TranslationOf<typeof RENT_CAP_EXEMPTIONS> = {
  caNewHousing:
    'viviendas que recibieron su primer certificado de ocupación en los últimos 15 años (un periodo que avanza con el tiempo)',
  caSingleFamily:
    'una casa unifamiliar o un condominio cuyo propietario no sea una corporación, un fideicomiso de inversión en bienes raíces (REIT) ni una LLC con un socio corporativo, cuando el contrato le dio al inquilino el aviso de exención por escrito que exige la ley',
  caOwnerDuplex: 'un dúplex donde el propietario vive en la otra unidad desde que empezó el arrendamiento',
  caAffordable: 'vivienda asequible con restricciones en la escritura o regulada por el gobierno',
  caDormitories: 'residencias estudiantiles de escuelas y universidades',
  caLocalRentControl:
    'viviendas sujetas a una ley local de control de rentas que limita más los aumentos (en ese caso se aplica el límite local)',
  orNewUnit: 'una unidad cuyo primer certificado de ocupación se emitió menos de 15 años antes del aviso del aumento',
  orSubsidized: 'una unidad cuya renta está reducida por un programa o subsidio de vivienda federal, estatal o local',
  waNewUnit: 'una unidad cuyo primer certificado de ocupación se emitió 12 años o menos antes del aviso del aumento',
  waPublicOrNonprofit:
    'vivienda que pertenece a una autoridad pública de vivienda, a una autoridad pública de desarrollo o a una organización sin fines de lucro cuyas rentas regula un programa de vivienda asequible',
  waTaxCredit:
    'vivienda para personas de bajos ingresos construida con créditos fiscales federales bajo un acuerdo regulatorio con el estado',
  waOwnerOccupied:
    'algunas viviendas ocupadas por su propietario, como un dúplex, tríplex o cuádruplex donde el propietario vive en una de las unidades',
};

/** California's regions. */
const REGIONS_ES: TranslationOf<typeof RENT_CAP_REGIONS> = {
  losAngeles: 'los condados de Los Ángeles y Orange',
  sanDiego: 'el condado de San Diego',
  inlandEmpire: 'los condados de Riverside y San Bernardino',
  bayArea: 'los condados del Área de la Bahía de Alameda, Contra Costa, Marin, San Francisco y San Mateo',
  elsewhere: 'los demás condados (CPI de California)',
};

/** The sources of the published figures (official names stay in English, with what they are). */
const SOURCE_NAMES_ES: TranslationOf<typeof RENT_CAP_SOURCE_NAMES> = {
  oregonOea:
    'aumento anual máximo que publica la Oficina de Análisis Económico de Oregón (Oregon Office of Economic Analysis)',
  washingtonCommerce:
    'aumento anual máximo que publica el Departamento de Comercio de Washington (Washington State Department of Commerce)',
};

export const RENT_CAP_TEXTS_ES: CoreTextTable = {
  texts: {
    ...textsById(RENT_CAP_EXEMPTIONS, EXEMPTIONS_ES),
    ...textsById(RENT_CAP_LAWS, LAWS_ES),
    ...textsById(RENT_CAP_FORMULAS, FORMULAS_ES),
    ...textsById(RENT_CAP_REGIONS, REGIONS_ES),
    ...textsById(RENT_CAP_SOURCE_NAMES, SOURCE_NAMES_ES),
  },
};

/** What the rent caps' Spanish sentences translate their parts with: the caps' own texts and the states' names. */
export const RENT_CAP_WORDS_ES: CoreTextTable = { texts: { ...STATE_TEXTS_ES, ...RENT_CAP_TEXTS_ES.texts } };
