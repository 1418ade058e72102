import type { ErrorBodyCode } from '#core/api/errors';
import { CORE_TEXTS_ES } from '#core/i18n/core-texts-es';
import { mergedCoreTexts, translateCoreText, type CoreTextTable } from '#core/i18n/core-text';
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
 * (error-handler.ts, decision 074). Keyed by the English exactly as the server writes it.
 */
const SERVER_TEXTS_ES: CoreTextTable = {
  texts: {
    [UNAVAILABLE_ERROR_MESSAGE]: 'RentValue no está disponible por un momento. Vuelva a intentarlo en unos instantes.',
    'This request did not come from a RentValue page.': 'Esta solicitud no vino de una página de RentValue.',
    'This purchase was made with another payment provider; please contact us.':
      'Esta compra se hizo con otro proveedor de pagos; contáctenos, por favor.',
    'This purchase was not found.': 'No encontramos esta compra.',
    [SIGN_IN_QUEUE_FULL_MESSAGE]: 'Demasiados intentos. Espere unos segundos y vuelva a intentarlo.',
    'The request is too large.': 'La solicitud es demasiado grande.',
    [NO_SUCH_ROUTE_MESSAGE]: 'Esa dirección de la API no existe.',
    'Not found.': 'No encontramos lo que busca.',
    'Malformed JSON in request body': 'El cuerpo de la solicitud no es un JSON válido.',
    [SIGN_IN_REQUIRED_MESSAGE]: 'Inicie sesión para continuar.',
    [INTERNAL_ERROR_MESSAGE]: 'Ocurrió un error inesperado.',
    'ALTCHA is not in use.': 'ALTCHA no está en uso.',
    'The form is not complete.': 'El formulario no está completo.',
    [INVALID_LOGIN_MESSAGE]: 'El correo electrónico o la contraseña no son correctos.',
    [REFUND_MESSAGES.notRefundable]:
      'Esta compra ya no se puede reembolsar: los reembolsos son posibles durante 30 días después del pago.',
    [NUL_CHARACTER_MESSAGE]: 'La solicitud contiene un carácter NUL (U+0000), que ningún campo acepta.',
    [STRIPE_WEBHOOK_MESSAGES.badSignature]: 'No pudimos verificar la firma del webhook.',
    [WRONG_PASSWORD_MESSAGE]: 'Esa contraseña no es correcta, así que su cuenta no se eliminó.',
    [TEST_CHECKOUT_MESSAGES.declined]: 'Su tarjeta fue rechazada. Pruebe con otra tarjeta.',
    [TEST_CHECKOUT_MESSAGES.useTestCard]:
      'Este es un pago de prueba: use 4242 4242 4242 4242 (se aprueba) o 4000 0000 0000 0002 (se rechaza).',
    [TEST_CHECKOUT_MESSAGES.notFound]: 'No encontramos este pago o ya terminó.',
    [TEST_CHECKOUT_MESSAGES.expiry]: 'Ingrese una fecha de vencimiento futura como MM/AA.',
    [TEST_CHECKOUT_MESSAGES.cvc]: 'Ingrese el código de seguridad de 3 dígitos.',
    'Could not retrieve user session. Please log in again.':
      'No pudimos recuperar su sesión. Inicie sesión de nuevo, por favor.',
    'The comparable rentals could not be searched just now.':
      'No pudimos buscar viviendas comparables en este momento.',
    'The rent data service answered with something other than JSON.':
      'El servicio de datos de rentas respondió con algo que no pudimos leer.',
    'The rent data service answered without a list of comparables.':
      'El servicio de datos de rentas respondió sin una lista de viviendas comparables.',
    'The rent data service could not be reached.': 'No pudimos comunicarnos con el servicio de datos de rentas.',
    'The rent data service did not answer in time.': 'El servicio de datos de rentas no respondió a tiempo.',
    'The rent data service failed.': 'El servicio de datos de rentas falló.',
    [STRIPE_MESSAGES.unavailable]:
      'El servicio de pagos no está disponible en este momento. Vuelva a intentarlo en unos minutos.',
    [STRIPE_MESSAGES.timeout]: 'El servicio de pagos no respondió a tiempo. Vuelva a intentarlo en unos minutos.',
    [STRIPE_MESSAGES.unauthorized]:
      'Los pagos no están bien configurados de nuestro lado. Contáctenos y lo resolveremos.',
    [STRIPE_MESSAGES.checkoutRefused]: 'El servicio de pagos no pudo iniciar este pago. Contáctenos y lo resolveremos.',
    [STRIPE_MESSAGES.refundRefused]:
      'El servicio de pagos no pudo procesar este reembolso. Contáctenos y lo resolveremos.',
    [STRIPE_MESSAGES.noPayment]: 'Esta compra no tiene un pago que reembolsar. Contáctenos y lo resolveremos.',
    [STRIPE_MESSAGES.badResponse]:
      'El servicio de pagos dio una respuesta que no pudimos leer. Vuelva a intentarlo en unos minutos.',
  },
  patterns: [
    {
      pattern: /^Too many attempts\. Please wait (\d+) minutes? and try again\.$/,
      translate: (minutes) =>
        `Demasiados intentos. Espere ${minutes} ${minutes === '1' ? 'minuto' : 'minutos'} y vuelva a intentarlo.`,
    },
  ],
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
