import {
  ADDRESS_NOTES,
  AUTH_FIELD_LABELS,
  BUILDING_TYPE_LABELS,
  COMPARE_LEVEL_LABELS,
  CONCESSION_KIND_LABELS,
  CONTACT_LABELS,
  EVALUATION_LABELS,
  LEVEL_LABELS,
  LISTING_WORDS,
  MONTHLY_FEE_LABELS,
  MOVE_IN_COST_LABELS,
  OWN_UTILITIES_LABEL,
  NEXT_STEP_FIELD_LABELS,
  REPORT_FIELD_LABELS,
} from '../../labels';
import { DEMO_LABELS, PLAN_NAMES } from '../../constants';
import { LOADING_MESSAGES, PAYMENT_MESSAGES } from '../../messages';
import { textsById, type CoreTextTable, type TranslationOf } from '../../i18n/core-text';
import { CORE_MESSAGE_WORDS_ES, MESSAGE_TEXTS_ES } from './messages';

// The Spanish of src/core's general texts, by the ids of the groups that hold their English (issue 35: never by the
// English text; core-texts-es.test.ts checks that every text of the modules it walks has its Spanish). Word
// choices: docs/i18n.md (usted, renta, inquilino, arrendador, Informe de Valor de Renta, Puntuación de Valor, ofertas
// de mudanza, …). Numbers and money stay as written ("$100,000", "1,000"). The report's sentences and the rent caps
// are in their own files (report.ts, rent-caps.ts): the web app loads them with the pages that show them.

const LOADING_MESSAGES_ES: TranslationOf<typeof LOADING_MESSAGES> = {
  validatingAddress: 'Verificando la dirección...',
  findingComps: 'Buscando comparables cercanos...',
  runningComparison: 'Ejecutando el algoritmo de comparación...',
  generatingReport: 'Generando el Informe de Valor de Renta...',
  loadingEvaluation: 'Cargando la evaluación de IA...',
  completingAnalytics: 'Completando el análisis final del Informe de Valor de Renta...',
  writingEvaluation: 'Escribiendo la evaluación...',
  fetchingProperties: 'Obteniendo los datos de las propiedades...',
  analyzingProperties: 'Analizando las propiedades...',
  generatingComparison: 'Generando una comparación con IA...',
};

const PAYMENT_MESSAGES_ES: TranslationOf<typeof PAYMENT_MESSAGES> = {
  reportsAdded: '¡Se agregaron 3 Informes de Valor de Renta a su cuenta!',
  sixtyDayActivated: '¡Se activó su plan de Acceso ilimitado por 60 días!',
};

const BUILDING_TYPE_LABELS_ES: TranslationOf<typeof BUILDING_TYPE_LABELS> = {
  apartment: 'Apartamento/Condominio',
  house: 'Casa',
};

const LEVEL_LABELS_ES: TranslationOf<typeof LEVEL_LABELS> = {
  luxury: 'De lujo/Alta gama',
  // "High" is also a confidence ("Confianza: Alta"), so the amenities' levels read in the feminine (Comodidades: Alta).
  high: 'Alta',
  aboveAverage: 'Por encima del promedio',
  standard: 'Estándar/Promedio',
  belowAverage: 'Por debajo del promedio',
  budget: 'Económico/Gama baja',
  minimal: 'Mínima',
};

const REPORT_FIELD_LABELS_ES: TranslationOf<typeof REPORT_FIELD_LABELS> = {
  rentAmount: 'Renta',
  bedrooms: 'Habitaciones',
  baths: 'Baños',
  sqFt: 'Pies cuadrados',
  buildingType: 'Tipo de propiedad',
  qualityLevel: 'Condición/Calidad',
  amenitiesLevel: 'Comodidades/Características',
};

const NEXT_STEP_FIELD_LABELS_ES: TranslationOf<typeof NEXT_STEP_FIELD_LABELS> = {
  currentRent: 'Renta actual',
  offeredRent: 'Renta ofrecida',
  concessionAmount: 'Oferta de mudanza',
  leaseMonths: 'Duración del contrato',
};

const EVALUATION_LABELS_ES: TranslationOf<typeof EVALUATION_LABELS> = {
  fair: 'Valor justo',
  better: 'Mejor valor',
  poorer: 'Menor valor',
};

const COMPARE_LEVEL_LABELS_ES: TranslationOf<typeof COMPARE_LEVEL_LABELS> = {
  budget: 'Económico',
  average: 'Promedio',
  luxury: 'De lujo',
};

const CONCESSION_KIND_LABELS_ES: TranslationOf<typeof CONCESSION_KIND_LABELS> = {
  none: 'Sin oferta de mudanza',
  weeks: 'Semanas gratis',
  months: 'Meses gratis',
  dollars: 'Descuento en dólares',
};

const MONTHLY_FEE_LABELS_ES: TranslationOf<typeof MONTHLY_FEE_LABELS> = {
  amenityFee: 'Cargos por comodidades o servicios',
  trashFee: 'Basura o recolección a domicilio',
  techFee: 'Paquete de internet, tecnología o casa inteligente',
  utilitiesFee: 'Servicios públicos que cobra el arrendador',
  otherFee: 'Otros cargos obligatorios',
  parkingFee: 'Estacionamiento',
  petFee: 'Renta por mascota',
};

const OWN_UTILITIES_LABEL_ES: TranslationOf<typeof OWN_UTILITIES_LABEL> = {
  ownUtilities: 'Servicios públicos que pagaría usted',
};

const MOVE_IN_COST_LABELS_ES: TranslationOf<typeof MOVE_IN_COST_LABELS> = {
  applicationFee: 'Cargo por solicitud',
  brokerFee: 'Comisión del corredor',
  securityDeposit: 'Depósito de seguridad',
};

const AUTH_FIELD_LABELS_ES: TranslationOf<typeof AUTH_FIELD_LABELS> = {
  email: 'Correo electrónico',
  password: 'Contraseña',
  confirmPassword: 'Confirmar contraseña',
  firstName: 'Nombre',
  lastName: 'Apellido',
  city: 'Ciudad',
  state: 'Estado',
};

const CONTACT_LABELS_ES: TranslationOf<typeof CONTACT_LABELS> = {
  firstName: 'Nombre',
  email: 'Correo electrónico',
  subject: 'Asunto',
  message: 'Mensaje',
};

const PLAN_NAMES_ES: TranslationOf<typeof PLAN_NAMES> = {
  payAsYouGo: 'Pago por uso',
  thirtyDay: 'Acceso por 30 días',
  sixtyDay: 'Acceso por 60 días',
};

const DEMO_LABELS_ES: TranslationOf<typeof DEMO_LABELS> = {
  good: 'Buen valor',
  fair: 'Valor justo',
  overpriced: 'Precio excesivo',
};

const LISTING_WORDS_ES: TranslationOf<typeof LISTING_WORDS> = {
  studio: 'Estudio',
};

const ADDRESS_NOTES_ES: TranslationOf<typeof ADDRESS_NOTES> = {
  unitNumber:
    'Los números de unidad se omiten: si es un apartamento, escriba la dirección del edificio sin el número de unidad.',
};

/** The Spanish of src/core's general texts (docs/i18n.md has the word choices): messages, labels, choices. */
export const GENERAL_TEXTS_ES: CoreTextTable = {
  texts: {
    ...MESSAGE_TEXTS_ES,
    ...textsById(LOADING_MESSAGES, LOADING_MESSAGES_ES),
    ...textsById(PAYMENT_MESSAGES, PAYMENT_MESSAGES_ES),
    ...textsById(BUILDING_TYPE_LABELS, BUILDING_TYPE_LABELS_ES),
    ...textsById(LEVEL_LABELS, LEVEL_LABELS_ES),
    ...textsById(REPORT_FIELD_LABELS, REPORT_FIELD_LABELS_ES),
    ...textsById(NEXT_STEP_FIELD_LABELS, NEXT_STEP_FIELD_LABELS_ES),
    ...textsById(EVALUATION_LABELS, EVALUATION_LABELS_ES),
    ...textsById(COMPARE_LEVEL_LABELS, COMPARE_LEVEL_LABELS_ES),
    ...textsById(CONCESSION_KIND_LABELS, CONCESSION_KIND_LABELS_ES),
    ...textsById(MONTHLY_FEE_LABELS, MONTHLY_FEE_LABELS_ES),
    ...textsById(OWN_UTILITIES_LABEL, OWN_UTILITIES_LABEL_ES),
    ...textsById(MOVE_IN_COST_LABELS, MOVE_IN_COST_LABELS_ES),
    ...textsById(AUTH_FIELD_LABELS, AUTH_FIELD_LABELS_ES),
    ...textsById(CONTACT_LABELS, CONTACT_LABELS_ES),
    ...textsById(PLAN_NAMES, PLAN_NAMES_ES),
    ...textsById(DEMO_LABELS, DEMO_LABELS_ES),
    ...textsById(LISTING_WORDS, LISTING_WORDS_ES),
    ...textsById(ADDRESS_NOTES, ADDRESS_NOTES_ES),
  },
  words: CORE_MESSAGE_WORDS_ES,
};
