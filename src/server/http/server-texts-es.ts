import type { ErrorBodyCode } from '#core/api/errors';
import { CORE_TEXTS_ES } from '#core/translations/core-texts-es';
import {
  mergedCoreTexts,
  textsById,
  translateCoreText,
  type CoreTextTable,
  type TranslationOf,
} from '#core/i18n/core-text';
import type { MessageWords } from '#core/primitives/message';
import { LIBRARY_MESSAGES, SERVER_MESSAGES } from './server-messages';
import type { ServerMessage } from './server-message-words';
import { STRIPE_MESSAGES } from '../providers/payments/stripe-payments';
import { INTERNAL_ERROR_MESSAGE, NO_SUCH_ROUTE_MESSAGE, UNAVAILABLE_ERROR_MESSAGE } from '../errors';
import { WRONG_PASSWORD_MESSAGE } from '../account/delete-account';
import { INVALID_LOGIN_MESSAGE } from '../auth/auth-routes';
import { SIGN_IN_REQUIRED_MESSAGE } from '../auth/current-user';
import { REFUND_MESSAGES } from '../billing/refund-purchase';
import { STRIPE_WEBHOOK_MESSAGES } from '../billing/stripe-webhook-routes';
import { NUL_CHARACTER_MESSAGE } from './text-guard';
import { SIGN_IN_QUEUE_FULL_MESSAGE } from '../auth/sign-in-queue';
import { TEST_CHECKOUT_MESSAGES } from '../billing/test-checkout';

/**
 * The Spanish of the answers the server writes itself (not src/core's): outages, refused requests, outside services
 * that failed. Joined with src/core's table, it is what an error answer is translated with for a Spanish request
 * (error-handler.ts, decisions 074 and 088). By id, never by the English: each group's Spanish has its ids, so a group
 * gaining an answer without its Spanish fails the typecheck.
 */
const SERVER_MESSAGES_ES: TranslationOf<typeof SERVER_MESSAGES> = {
  notFromPage: 'Esta solicitud no vino de una página de RentValue.',
  otherPaymentProvider: 'Esta compra se hizo con otro proveedor de pagos; contáctenos, por favor.',
  purchaseNotFound: 'No encontramos esta compra.',
  tooLarge: 'La solicitud es demasiado grande.',
  notFound: 'No encontramos lo que busca.',
  altchaNotInUse: 'ALTCHA no está en uso.',
  formIncomplete: 'El formulario no está completo.',
  compsUnavailable: 'No pudimos buscar viviendas comparables en este momento.',
  rentDataNotJson: 'El servicio de datos de rentas respondió con algo que no pudimos leer.',
  rentDataNoComps: 'El servicio de datos de rentas respondió sin una lista de viviendas comparables.',
  rentDataUnreachable: 'No pudimos comunicarnos con el servicio de datos de rentas.',
  rentDataTimeout: 'El servicio de datos de rentas no respondió a tiempo.',
  rentDataFailed: 'El servicio de datos de rentas falló.',
};

const LIBRARY_MESSAGES_ES: TranslationOf<typeof LIBRARY_MESSAGES> = {
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido.',
};

/** The server's answers worded from values (server-message-words.ts), by id. */
const SERVER_MESSAGE_WORDS_ES: MessageWords<ServerMessage> = {
  tooManyAttempts: ({ minutes }) =>
    `Demasiados intentos. Espere ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} y vuelva a intentarlo.`,
};

/** The server's lone answers, each a constant of its module, gathered by id to be translated by id. */
const SERVER_ANSWERS = {
  unavailable: UNAVAILABLE_ERROR_MESSAGE,
  signInQueueFull: SIGN_IN_QUEUE_FULL_MESSAGE,
  noSuchRoute: NO_SUCH_ROUTE_MESSAGE,
  signInRequired: SIGN_IN_REQUIRED_MESSAGE,
  internal: INTERNAL_ERROR_MESSAGE,
  invalidLogin: INVALID_LOGIN_MESSAGE,
  nulCharacter: NUL_CHARACTER_MESSAGE,
  wrongPassword: WRONG_PASSWORD_MESSAGE,
} as const;

const SERVER_ANSWERS_ES: TranslationOf<typeof SERVER_ANSWERS> = {
  unavailable: 'RentValue no está disponible por un momento. Vuelva a intentarlo en unos instantes.',
  signInQueueFull: 'Demasiados intentos. Espere unos segundos y vuelva a intentarlo.',
  noSuchRoute: 'Esa dirección de la API no existe.',
  signInRequired: 'Inicie sesión para continuar.',
  internal: 'Ocurrió un error inesperado.',
  invalidLogin: 'El correo electrónico o la contraseña no son correctos.',
  nulCharacter: 'La solicitud contiene un carácter NUL (U+0000), que ningún campo acepta.',
  wrongPassword: 'Esa contraseña no es correcta, así que su cuenta no se eliminó.',
};

const REFUND_MESSAGES_ES: TranslationOf<typeof REFUND_MESSAGES> = {
  notFound: SERVER_MESSAGES_ES.purchaseNotFound,
  notRefundable: 'Esta compra ya no se puede reembolsar: los reembolsos son posibles durante 30 días después del pago.',
};

const STRIPE_WEBHOOK_MESSAGES_ES: TranslationOf<typeof STRIPE_WEBHOOK_MESSAGES> = {
  badSignature: 'No pudimos verificar la firma del webhook.',
};

const TEST_CHECKOUT_MESSAGES_ES: TranslationOf<typeof TEST_CHECKOUT_MESSAGES> = {
  declined: 'Su tarjeta fue rechazada. Pruebe con otra tarjeta.',
  useTestCard: 'Este es un pago de prueba: use 4242 4242 4242 4242 (se aprueba) o 4000 0000 0000 0002 (se rechaza).',
  notFound: 'No encontramos este pago o ya terminó.',
  expiry: 'Ingrese una fecha de vencimiento futura como MM/AA.',
  cvc: 'Ingrese el código de seguridad de 3 dígitos.',
};

const STRIPE_MESSAGES_ES: TranslationOf<typeof STRIPE_MESSAGES> = {
  unavailable: 'El servicio de pagos no está disponible en este momento. Vuelva a intentarlo en unos minutos.',
  timeout: 'El servicio de pagos no respondió a tiempo. Vuelva a intentarlo en unos minutos.',
  unauthorized: 'Los pagos no están bien configurados de nuestro lado. Contáctenos y lo resolveremos.',
  checkoutRefused: 'El servicio de pagos no pudo iniciar este pago. Contáctenos y lo resolveremos.',
  refundRefused: 'El servicio de pagos no pudo procesar este reembolso. Contáctenos y lo resolveremos.',
  noPayment: 'Esta compra no tiene un pago que reembolsar. Contáctenos y lo resolveremos.',
  badResponse: 'El servicio de pagos dio una respuesta que no pudimos leer. Vuelva a intentarlo en unos minutos.',
};

const SERVER_TEXTS_ES: CoreTextTable = {
  texts: {
    ...textsById(SERVER_MESSAGES, SERVER_MESSAGES_ES),
    ...textsById(LIBRARY_MESSAGES, LIBRARY_MESSAGES_ES),
    ...textsById(SERVER_ANSWERS, SERVER_ANSWERS_ES),
    ...textsById(REFUND_MESSAGES, REFUND_MESSAGES_ES),
    ...textsById(STRIPE_WEBHOOK_MESSAGES, STRIPE_WEBHOOK_MESSAGES_ES),
    ...textsById(TEST_CHECKOUT_MESSAGES, TEST_CHECKOUT_MESSAGES_ES),
    ...textsById(STRIPE_MESSAGES, STRIPE_MESSAGES_ES),
  },
  words: SERVER_MESSAGE_WORDS_ES,
};

/**
 * The Spanish of each error code of the API (core/api/errors.ts): what a Spanish answer says when its message is not
 * in the tables, so that an English sentence the tables lack never reaches a Spanish reader. Every code has one (the
 * type requires it; server-texts-es.test.ts reads them).
 */
export const ERROR_CODE_TEXTS_ES: Readonly<Record<ErrorBodyCode, string>> = {
  VALIDATION: 'Revise los datos enviados: uno no es válido.',
  RESET_LINK_INVALID:
    'Este enlace para restablecer la contraseña no es válido, ya se usó o venció. Solicite uno nuevo, por favor.',
  CAPTCHA_FAILED: 'No pudimos confirmar que usted no es un robot. Vuelva a intentarlo.',
  UNAUTHENTICATED: 'Inicie sesión para continuar.',
  PLAN_REQUIRED: 'Necesita un plan para hacer esto.',
  FORBIDDEN: 'No tiene permiso para hacer esto.',
  NOT_FOUND: 'No encontramos lo que busca.',
  CONFLICT: 'Esto no se puede hacer en el estado actual. Recargue la página y vuelva a intentarlo.',
  PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
  RATE_LIMITED: 'Demasiados intentos. Espere un momento y vuelva a intentarlo.',
  INTERNAL: 'Ocurrió un error inesperado.',
  PROVIDER_UNAVAILABLE: 'Un servicio externo no está disponible en este momento. Vuelva a intentarlo en unos minutos.',
  SERVICE_UNAVAILABLE: 'RentValue no está disponible por un momento. Vuelva a intentarlo en unos instantes.',
  HTTP_ERROR: 'No pudimos procesar esta solicitud.',
};

/** What a Spanish error answer is translated with: src/core's texts and the server's own. */
export const ANSWER_TEXTS_ES = mergedCoreTexts([CORE_TEXTS_ES, SERVER_TEXTS_ES]);

/** An error answer's message in Spanish: from the tables, else its code's Spanish (never the English). */
export function spanishAnswer(code: ErrorBodyCode, message: string): string {
  const text = translateCoreText(message, ANSWER_TEXTS_ES);
  return text === message ? ERROR_CODE_TEXTS_ES[code] : text;
}
