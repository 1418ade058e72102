import type { CoreTextTable } from '../core-text';
import { MESSAGE_TEXTS_ES } from './messages';
import { PLACE_TEXTS_ES } from './places';

// Keyed by the English exactly as src/core writes it (core-texts-es.test.ts checks that every text of the modules it
// walks has its Spanish here). Word choices: docs/i18n.md (usted, renta, inquilino, arrendador, Informe de Valor de
// Renta, Puntuación de Valor, ofertas de mudanza, …). Numbers and money stay as written ("$100,000", "1,000").
// The report's sentences and the rent caps are in their own files (report.ts, rent-caps.ts): the web app loads them
// with the pages that show them. The places are merged below.

/** The body keys unreadableTextMessage names, as it writes them ("streetAddress" → "street address"). */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  'street address': 'Dirección',
  address: 'Dirección',
  city: 'Ciudad',
  state: 'Estado',
  'zip code': 'Código postal',
  'property url': 'Enlace del anuncio',
  'first name': 'Nombre',
  'last name': 'Apellido',
  name: 'Nombre',
  email: 'Correo electrónico',
  subject: 'Asunto',
  message: 'Mensaje',
  text: 'Texto',
  password: 'Contraseña',
  'confirm password': 'Confirmar contraseña',
  'current password': 'Contraseña actual',
  q: 'Dirección',
};

/** The Spanish of src/core's general texts (docs/i18n.md has the word choices): messages, labels, choices. */
export const GENERAL_TEXTS_ES: CoreTextTable = {
  texts: {
    // messages.ts's groups (AUTH_MESSAGES, REPORT_MESSAGES, …), by their keys: messages.ts beside this file
    ...MESSAGE_TEXTS_ES,
    // messages.ts: general
    'The request contains a character that cannot be read (half of an emoji or a symbol). Please retype it.':
      'La solicitud contiene un carácter que no se puede leer (la mitad de un emoji o de un símbolo). Vuelva a escribirlo.',

    // messages.ts: RESEARCH_LOADING_MESSAGES, COMPARE_LOADING_MESSAGES
    'Validating address...': 'Verificando la dirección...',
    'Finding nearby comps...': 'Buscando comparables cercanos...',
    'Running comparison algorithm...': 'Ejecutando el algoritmo de comparación...',
    'Generating Rental Value Report...': 'Generando el Informe de Valor de Renta...',
    'Loading AI Evaluation...': 'Cargando la evaluación de IA...',
    'Writing the evaluation...': 'Escribiendo la evaluación...',
    'Completing final Rental Value Report analytics...':
      'Completando el análisis final del Informe de Valor de Renta...',
    'Fetching property details...': 'Obteniendo los datos de las propiedades...',
    'Analyzing properties...': 'Analizando las propiedades...',
    'Generating AI-powered comparison...': 'Generando una comparación con IA...',

    // messages.ts: paymentActivatedMessage
    'Your 3 Rental Value Reports have been added to your account!':
      '¡Se agregaron 3 Informes de Valor de Renta a su cuenta!',
    'Your 60-Day Unlimited Access plan has been activated!': '¡Se activó su plan de Acceso ilimitado por 60 días!',

    // report/report-form-options.ts: choices
    'Apartment/Condo': 'Apartamento/Condominio',
    House: 'Casa',
    'Luxury/High End': 'De lujo/Alta gama',
    'Above Average': 'Por encima del promedio',
    'Standard/Average': 'Estándar/Promedio',
    'Below Average': 'Por debajo del promedio',
    'Budget/Low End': 'Económico/Gama baja',
    // "High" is also a confidence ("Confianza: Alta"), so the amenities' levels read in the feminine (Comodidades: Alta).
    High: 'Alta',
    Minimal: 'Mínima',

    // report/report-form-options.ts: field labels
    Rent: 'Renta',
    Bedrooms: 'Habitaciones',
    Baths: 'Baños',
    'Sq/ft': 'Pies cuadrados',
    'Property Type': 'Tipo de propiedad',
    'Condition/Quality': 'Condición/Calidad',
    'Amenities/Features': 'Comodidades/Características',
    'Current rent': 'Renta actual',
    'Offered rent': 'Renta ofrecida',
    'Move-in special': 'Oferta de mudanza',
    'Lease length': 'Duración del contrato',

    // compare/compare-labels.ts (and the API's evaluation labels)
    'Fair Value': 'Valor justo',
    'Better Value': 'Mejor valor',
    'Poorer Value': 'Menor valor',
    Budget: 'Económico',
    Average: 'Promedio',
    Luxury: 'De lujo',

    // valuation/move-in-specials.ts
    'No move-in special': 'Sin oferta de mudanza',
    'Weeks free': 'Semanas gratis',
    'Months free': 'Meses gratis',
    'Dollars off': 'Descuento en dólares',
    Parking: 'Estacionamiento',
    'Pet rent': 'Renta por mascota',
    'Amenity or service fees': 'Cargos por comodidades o servicios',
    'Utilities billed by the landlord': 'Servicios públicos que cobra el arrendador',

    // account/auth-forms.ts and site/contact-form.ts: field labels
    Email: 'Correo electrónico',
    Password: 'Contraseña',
    'Confirm Password': 'Confirmar contraseña',
    'First Name': 'Nombre',
    'Last Name': 'Apellido',
    City: 'Ciudad',
    State: 'Estado',
    'Email Address': 'Correo electrónico',
    Subject: 'Asunto',
    Message: 'Mensaje',

    // renter-tools/affordability.ts
    Weekly: 'Semanal',
    'Every two weeks': 'Cada dos semanas',
    'Twice a month': 'Dos veces al mes',
    Monthly: 'Mensual',
    Annually: 'Anual',

    // constants.ts: the plans and the landing page's demo card
    'Pay As You Go': 'Pago por uso',
    '30-Day Access': 'Acceso por 30 días',
    '60-Day Access': 'Acceso por 60 días',
    'Good Value': 'Buen valor',
    Overpriced: 'Precio excesivo',

    // listings/listing-text.ts
    Studio: 'Estudio',

    // api/account.ts
    'Please enter your password.': 'Ingrese su contraseña.',

    ...PLACE_TEXTS_ES.texts,
  },
  patterns: [
    // messages.ts
    {
      pattern: /^The "(.+)" field is required\.$/,
      translate: (label) => `El campo "${label}" es obligatorio.`,
    },
    {
      pattern: /^(.+) must be at most ([\d,]+) characters\.$/,
      translate: (label, max) => `El campo "${label}" debe tener como máximo ${max} caracteres.`,
    },
    {
      pattern: /^Please correct the ([\d,]+) problems highlighted below\.$/,
      translate: (count) => `Corrija los ${count} problemas señalados abajo.`,
    },
    {
      pattern: /^Request failed with status (\d+)$/,
      translate: (status) => `La solicitud falló con el código ${status}`,
    },
    {
      pattern: /^Error: ([\s\S]+)$/,
      translate: (message) => `Error: ${message}`,
    },
    {
      pattern:
        /^The (.+) field contains a character that cannot be read \(half of an emoji or a symbol\)\. Please retype it\.$/,
      translate: (name) =>
        `El campo "${FIELD_NAMES[name] ?? name}" contiene un carácter que no se puede leer (la mitad de un emoji o de un símbolo). Vuelva a escribirlo.`,
    },

    // the server's name of a purchase whose tier it no longer sells (src/server/billing/list-purchases.ts)
    { pattern: /^Tier (\d+)$/, translate: (tier) => `Plan ${tier}` },

    // compare/compare-labels.ts: propertyLabel
    { pattern: /^Property ([A-Z]+)$/, translate: (letter) => `Propiedad ${letter}` },

    ...PLACE_TEXTS_ES.patterns,
  ],
};
