import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  CHART_MESSAGES,
  CHECKOUT_MESSAGES,
  COMPARE_MESSAGES,
  CONTACT_MESSAGES,
  HISTORY_MESSAGES,
  LETTER_MESSAGES,
  MAP_MESSAGES,
  PLAN_MESSAGES,
  PROFILE_MESSAGES,
  REPORT_MESSAGES,
} from '../../messages';
import type { CoreMessage } from '../../messages';
import { formatCount } from '../../primitives/format';
import { textsById, type TranslationOf } from '../../i18n/core-text';
import type { MessageWords } from '../../primitives/message';

// The Spanish of messages.ts's groups of texts, by the group's own keys (ids), not by their English: a message whose
// English is reworded keeps its Spanish, and a message added to a group without its Spanish fails the typecheck
// (TranslationOf asks for every key). Word choices: docs/i18n.md.

const ACCOUNT_MESSAGES_ES: TranslationOf<typeof ACCOUNT_MESSAGES> = {
  greetingFallback: 'estimado usuario',
  passwordNeeded: 'Ingrese su contraseña.',
};

const AUTH_MESSAGES_ES: TranslationOf<typeof AUTH_MESSAGES> = {
  signOutPending:
    'Cerró sesión en este dispositivo. RentValue no está disponible por un momento, así que su sesión terminará de nuestro lado en cuanto vuelva a funcionar.',
  captchaLogin: 'Complete la verificación CAPTCHA para iniciar sesión.',
  captcha: 'Complete la verificación CAPTCHA.',
  termsRequired: 'Debe aceptar los Términos de uso para crear una cuenta.',
  passwordsDoNotMatch: '¡Las contraseñas no coinciden!',
  signupNoUser: 'El registro no devolvió los datos del usuario. Inténtelo de nuevo.',
  resetLinkSent: 'Le enviamos a su correo electrónico un enlace para restablecer la contraseña.',
  passwordUpdated: '¡Su contraseña se actualizó! Inicie sesión con su nueva contraseña.',
  optOutLabel: 'No me envíen información útil',
  invalidEmail: 'Ingrese un correo electrónico válido.',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
  passwordTooLong: 'La contraseña debe tener como máximo 128 caracteres.',
  invalidState: 'Elija un estado de la lista.',
};

const CHART_MESSAGES_ES: TranslationOf<typeof CHART_MESSAGES> = {
  notEnoughSqftData: 'No hay suficientes datos de pies cuadrados para crear esta gráfica.',
  notEnoughData: 'No hay suficientes datos para crear esta gráfica.',
  notEnoughDataForScore: 'No hay suficientes datos para calcular una Puntuación de Valor.',
  notEnoughMarketData: 'No hay suficientes datos de comparables para crear la gráfica de comparación con el mercado.',
  notEnoughPriceVariation:
    'Los precios de los comparables varían muy poco para crear la gráfica de comparación con el mercado.',
  noCompsForTable: 'No hay datos de propiedades comparables para mostrar en la tabla.',
};

const CHECKOUT_MESSAGES_ES: TranslationOf<typeof CHECKOUT_MESSAGES> = {
  sessionExpired: 'Su sesión venció. Inicie sesión para hacer una compra.',
  noSessionId: 'El servidor no devolvió un ID de sesión.',
  priceIdRequired: 'Se necesita un identificador de precio.',
  unknownTier: 'Este plan no está disponible.',
  tierNotOffered: 'Este plan no se ofrece. Elija Pago por uso o Acceso por 30 días.',
};

const COMPARE_MESSAGES_ES: TranslationOf<typeof COMPARE_MESSAGES> = {
  aiComparisonFailed: 'Falló la solicitud de la comparación con IA.',
  atLeastTwo: 'Debe tener o seleccionar al menos 2 propiedades para hacer una comparación.',
  atMostTen: 'Puede comparar como máximo 10 propiedades a la vez.',
  selectorTitle: 'Seleccione las propiedades que quiere comparar',
};

const CONTACT_MESSAGES_ES: TranslationOf<typeof CONTACT_MESSAGES> = {
  sendFailed: 'Ocurrió un error inesperado al enviar su mensaje.',
  success: 'Gracias por escribirnos. Le responderemos pronto.',
  successTitle: '¡Mensaje enviado!',
  sending: 'Enviando...',
  send: 'Enviar mensaje',
  captcha: 'Complete la verificación CAPTCHA.',
};

const HISTORY_MESSAGES_ES: TranslationOf<typeof HISTORY_MESSAGES> = {
  empty: 'Todavía no tiene historial de búsquedas.',
  dashboardEmpty: 'No tiene ningún Informe de Valor de Renta en su historial.',
  getStarted: '¡Haga clic aquí para empezar!',
};

const LETTER_MESSAGES_ES: TranslationOf<typeof LETTER_MESSAGES> = {
  needsPlan: 'Su primera carta de negociación fue gratis. Elija un plan para escribir más cartas.',
  needsScore: 'Una carta de negociación necesita un informe con Puntuación de Valor.',
  emailed: 'La carta va en camino a su bandeja de entrada.',
  letterNotFound: 'No se encontró la carta.',
  textRequired: 'La carta está vacía. Escríbala o restáurela antes de enviarla.',
  textTooLong: 'La carta debe tener como máximo 10,000 caracteres.',
  subjectTooLong: 'El asunto debe tener como máximo 200 caracteres.',
  proposedRentOutOfRange: 'La renta propuesta debe estar entre $1 y $100,000.',
};

const MAP_MESSAGES_ES: TranslationOf<typeof MAP_MESSAGES> = {
  unavailable: 'Lo sentimos, el mapa no se puede cargar en este momento.',
  loading: 'Cargando el mapa...',
  loadError: 'Error al cargar el mapa',
};

const PLAN_MESSAGES_ES: TranslationOf<typeof PLAN_MESSAGES> = {
  expired: '¡Plan vencido!',
  freeTierName: 'Plan gratuito',
  unlimitedName: 'Acceso ilimitado por 30 días',
  upgradeAction: 'Mejorar el plan',
  upgradeTitle: 'Mejore su plan',
  upgradeMessage: 'Elija un plan nuevo para obtener más informes y funciones.',
  planRequired: 'A su plan no le quedan informes. Mejore su plan para generar este informe.',
  extendAction: 'Extienda su pase',
  extendTitle: 'Extienda su pase',
  extendMessage: 'Su pase ilimitado sigue vigente: un pase que compre ahora suma sus días a partir de que termine.',
};

const PROFILE_MESSAGES_ES: TranslationOf<typeof PROFILE_MESSAGES> = {
  fetchNewProfileFailed: 'No se pudo obtener su nuevo perfil de usuario.',
  fetchProfileAfterPurchaseFailed: 'No se pudo obtener su perfil de usuario actualizado después de la compra.',
  loadProfileFailed: 'No se pudo cargar su perfil de usuario.',
};

const REPORT_MESSAGES_ES: TranslationOf<typeof REPORT_MESSAGES> = {
  mustBeLoggedIn: 'Debe iniciar sesión para solicitar un informe.',
  sessionUnavailable: 'No se pudo recuperar su sesión. Inicie sesión de nuevo.',
  missingAddressParameters: 'Faltan datos obligatorios de la dirección. Asegúrese de que la dirección esté completa.',
  unexpected: 'Ocurrió un error inesperado.',
  formBanner: 'Complete todos los campos obligatorios. Los campos que faltan están resaltados.',
  selectAddress: 'Seleccione una dirección válida de la lista desplegable.',
  incompleteAddress:
    'La dirección de Google estaba incompleta. Confirme los datos de abajo y complete los campos que falten.',
  streetAddressRequired: 'La dirección es obligatoria.',
  cityRequired: 'La ciudad es obligatoria.',
  stateRequired: 'El estado es obligatorio.',
  zipCodeRequired: 'El código postal es obligatorio.',
  invalidState: 'Ingrese un código de estado de EE. UU. válido, de dos letras.',
  invalidZipCode: 'Ingrese un código postal válido (5 dígitos, o ZIP+4).',
  invalidUrl: 'Ingrese un enlace de anuncio válido que empiece con http:// o https://.',
  urlTooLong: 'El enlace del anuncio debe tener como máximo 2048 caracteres.',
  addressTooLong: 'La dirección debe tener como máximo 200 caracteres.',
  cityTooLong: 'La ciudad debe tener como máximo 100 caracteres.',
  rentNotNumber: 'La renta debe ser un número.',
  rentOutOfRange: 'La renta debe estar entre $0 y $100,000.',
  rentNotPositive: 'La renta debe ser mayor que $0.',
  sqftNotNumber: 'Los pies cuadrados deben ser un número.',
  sqftOutOfRange: 'Los pies cuadrados deben estar entre 0 y 50,000.',
  currentRentNotNumber: 'La renta actual debe ser un número.',
  currentRentOutOfRange: 'La renta actual debe estar entre $0 y $100,000.',
  currentRentNotPositive: 'La renta actual debe ser mayor que $0.',
  invalidMode: 'Elija un anuncio nuevo o una oferta de renovación.',
  invalidConcessionKind: 'Elija una oferta de mudanza de la lista.',
  concessionNotNumber: 'La oferta de mudanza debe ser un número.',
  concessionOutOfRange: 'La oferta de mudanza debe ser un número de 0 a 100,000.',
  concessionNotPositive: 'La oferta de mudanza debe ser mayor que 0.',
  concessionTooLarge: 'La oferta de mudanza no puede ser mayor que la renta de todo el contrato.',
  leaseMonthsNotNumber: 'La duración del contrato debe ser un número de meses.',
  leaseMonthsOutOfRange: 'La duración del contrato debe ser un número entero de meses, de 1 a 36.',
  feeNotNumber: 'Los cargos mensuales deben ser números.',
  feeOutOfRange: 'Cada cargo mensual debe estar entre $0 y $10,000.',
  moveInCostNotNumber: 'Los costos de mudanza deben ser números.',
  moveInCostOutOfRange: 'Cada costo de mudanza debe estar entre $0 y $100,000.',
  invalidRedFlag: 'Elija las señales de alerta de la lista.',
  loadingReport: 'Cargando el informe...',
  reportNotFound: 'No se encontró el informe.',
  paymentActivated: '¡Se activó su plan de Acceso ilimitado por 30 días!',
  startExploring: 'Empezar a explorar',
  noUnitNumberHelp: 'Si es un apartamento, no escriba el número de unidad.',
  runStopped: 'Este informe tardó demasiado y se detuvo. Le devolvimos su crédito; inténtelo de nuevo.',
  restarting: 'RentValue se está reiniciando. Inténtelo de nuevo en un momento; no se usó ningún crédito.',
};

/** English text → Spanish for every group above (what the web and the server look a text up by). */
export const MESSAGE_TEXTS_ES: Readonly<Record<string, string>> = {
  ...textsById(ACCOUNT_MESSAGES, ACCOUNT_MESSAGES_ES),
  ...textsById(AUTH_MESSAGES, AUTH_MESSAGES_ES),
  ...textsById(CHART_MESSAGES, CHART_MESSAGES_ES),
  ...textsById(CHECKOUT_MESSAGES, CHECKOUT_MESSAGES_ES),
  ...textsById(COMPARE_MESSAGES, COMPARE_MESSAGES_ES),
  ...textsById(CONTACT_MESSAGES, CONTACT_MESSAGES_ES),
  ...textsById(HISTORY_MESSAGES, HISTORY_MESSAGES_ES),
  ...textsById(LETTER_MESSAGES, LETTER_MESSAGES_ES),
  ...textsById(MAP_MESSAGES, MAP_MESSAGES_ES),
  ...textsById(PLAN_MESSAGES, PLAN_MESSAGES_ES),
  ...textsById(PROFILE_MESSAGES, PROFILE_MESSAGES_ES),
  ...textsById(REPORT_MESSAGES, REPORT_MESSAGES_ES),
};

/** The request body's keys unreadableText names (text-guard.ts), as the forms label them. */
const FIELD_NAMES_ES: Readonly<Record<string, string>> = {
  streetAddress: 'Dirección',
  address: 'Dirección',
  city: 'Ciudad',
  state: 'Estado',
  zipCode: 'Código postal',
  propertyUrl: 'Enlace del anuncio',
  firstName: 'Nombre',
  lastName: 'Apellido',
  name: 'Nombre',
  email: 'Correo electrónico',
  subject: 'Asunto',
  message: 'Mensaje',
  text: 'Texto',
  password: 'Contraseña',
  confirmPassword: 'Confirmar contraseña',
  currentPassword: 'Contraseña actual',
  q: 'Dirección',
};

/** The messages worded from values (messages.ts CoreMessage), by id; a label arrives already in Spanish. */
export const CORE_MESSAGE_WORDS_ES: MessageWords<CoreMessage> = {
  fieldRequired: ({ label }) => `El campo "${label}" es obligatorio.`,
  fieldTooLong: ({ label, max }) => `El campo "${label}" debe tener como máximo ${formatCount(max)} caracteres.`,
  unreadableText: ({ field }) =>
    `${field ? `El campo "${FIELD_NAMES_ES[field] ?? field}"` : 'La solicitud'} contiene un carácter que no se puede leer (la mitad de un emoji o de un símbolo). Vuelva a escribirlo.`,
  severalProblems: ({ count }) => `Corrija los ${formatCount(count)} problemas señalados abajo.`,
  requestFailed: ({ status }) => `La solicitud falló con el código ${status}`,
  errorWith: ({ message }) => `Error: ${message}`,
};
