import { CORE_TEXTS_ES } from '#core/i18n/core-texts-es';
import { mergedCoreTexts, type CoreTextTable } from '#core/i18n/core-text';
import { STRIPE_MESSAGES } from '../providers/payments/stripe-payments';
import { UNAVAILABLE_ERROR_MESSAGE } from '../errors';
import { SIGN_IN_QUEUE_FULL_MESSAGE } from '../auth/sign-in-queue';

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
  patterns: [],
};

/** What a Spanish error answer is translated with: src/core's texts and the server's own. */
export const ANSWER_TEXTS_ES = mergedCoreTexts([CORE_TEXTS_ES, SERVER_TEXTS_ES]);
