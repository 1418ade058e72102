import type { CoreTextTable } from '../core-text';
import { PLACE_TEXTS_ES } from './places';
import { MONEY, plural } from './shared';

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

/** The monthly fees as specialsTexts lists them (their labels in lower case). */
const FEE_NAMES: Readonly<Record<string, string>> = {
  parking: 'estacionamiento',
  'pet rent': 'renta por mascota',
  'amenity or service fees': 'cargos por comodidades o servicios',
  'utilities billed by the landlord': 'servicios públicos que cobra el arrendador',
};

/** The Spanish of src/core's general texts (docs/i18n.md has the word choices): messages, labels, choices. */
export const GENERAL_TEXTS_ES: CoreTextTable = {
  texts: {
    // messages.ts: general
    'An unexpected error occurred.': 'Ocurrió un error inesperado.',
    'The request contains a character that cannot be read (half of an emoji or a symbol). Please retype it.':
      'La solicitud contiene un carácter que no se puede leer (la mitad de un emoji o de un símbolo). Vuelva a escribirlo.',

    // messages.ts: AUTH_MESSAGES
    'You are signed out on this device. RentValue is briefly unavailable, so your session ends on our side as soon as it is back.':
      'Cerró sesión en este dispositivo. RentValue no está disponible por un momento, así que su sesión terminará de nuestro lado en cuanto vuelva a funcionar.',
    'Please complete the CAPTCHA verification to log in.': 'Complete la verificación CAPTCHA para iniciar sesión.',
    'Please complete the CAPTCHA verification.': 'Complete la verificación CAPTCHA.',
    'You must agree to the Terms of Use to create an account.':
      'Debe aceptar los Términos de uso para crear una cuenta.',
    'Passwords do not match!': '¡Las contraseñas no coinciden!',
    'Signup did not return user data. Please try again.':
      'El registro no devolvió los datos del usuario. Inténtelo de nuevo.',
    'Password reset link has been sent to your email address.':
      'Le enviamos a su correo electrónico un enlace para restablecer la contraseña.',
    'Password updated successfully! Please log in with your new password.':
      '¡Su contraseña se actualizó! Inicie sesión con su nueva contraseña.',
    "Don't send me useful information": 'No me envíen información útil',
    'Please enter a valid email address.': 'Ingrese un correo electrónico válido.',
    'Password must be at least 8 characters.': 'La contraseña debe tener al menos 8 caracteres.',
    'Password must be at most 128 characters.': 'La contraseña debe tener como máximo 128 caracteres.',
    'Please choose a state from the list.': 'Elija un estado de la lista.',

    // messages.ts: REPORT_MESSAGES
    'You must be logged in to submit a report.': 'Debe iniciar sesión para solicitar un informe.',
    'Could not retrieve user session. Please log in again.': 'No se pudo recuperar su sesión. Inicie sesión de nuevo.',
    'Missing required address parameters. Please ensure the address is complete.':
      'Faltan datos obligatorios de la dirección. Asegúrese de que la dirección esté completa.',
    'Please fill out all required fields. The missing fields have been highlighted.':
      'Complete todos los campos obligatorios. Los campos que faltan están resaltados.',
    'Please select a valid address from the dropdown.': 'Seleccione una dirección válida de la lista desplegable.',
    'The address from Google was incomplete. Please confirm the details below and fill in any missing fields.':
      'La dirección de Google estaba incompleta. Confirme los datos de abajo y complete los campos que falten.',
    'Street Address is required.': 'La dirección es obligatoria.',
    'City is required.': 'La ciudad es obligatoria.',
    'State is required.': 'El estado es obligatorio.',
    'Zip Code is required.': 'El código postal es obligatorio.',
    'Please enter a valid two-letter US state code.': 'Ingrese un código de estado de EE. UU. válido, de dos letras.',
    'Please enter a valid Zip Code (5 digits, or ZIP+4).': 'Ingrese un código postal válido (5 dígitos, o ZIP+4).',
    'Please enter a valid listing URL starting with http:// or https://.':
      'Ingrese un enlace de anuncio válido que empiece con http:// o https://.',
    'The listing URL must be at most 2048 characters.': 'El enlace del anuncio debe tener como máximo 2048 caracteres.',
    'Street Address must be at most 200 characters.': 'La dirección debe tener como máximo 200 caracteres.',
    'City must be at most 100 characters.': 'La ciudad debe tener como máximo 100 caracteres.',
    'Rent must be a number.': 'La renta debe ser un número.',
    'Rent must be between $0 and $100,000.': 'La renta debe estar entre $0 y $100,000.',
    'Rent must be more than $0.': 'La renta debe ser mayor que $0.',
    'Sq/ft must be a number.': 'Los pies cuadrados deben ser un número.',
    'Sq/ft must be between 0 and 50,000.': 'Los pies cuadrados deben estar entre 0 y 50,000.',
    'Current rent must be a number.': 'La renta actual debe ser un número.',
    'Current rent must be between $0 and $100,000.': 'La renta actual debe estar entre $0 y $100,000.',
    'Current rent must be more than $0.': 'La renta actual debe ser mayor que $0.',
    'Please choose a new listing or a renewal offer.': 'Elija un anuncio nuevo o una oferta de renovación.',
    'Please choose a move-in special from the list.': 'Elija una oferta de mudanza de la lista.',
    'The move-in special must be a number.': 'La oferta de mudanza debe ser un número.',
    'The move-in special must be a number from 0 to 100,000.':
      'La oferta de mudanza debe ser un número de 0 a 100,000.',
    'The move-in special must be more than 0.': 'La oferta de mudanza debe ser mayor que 0.',
    'The move-in special cannot be more than the rent of the whole lease.':
      'La oferta de mudanza no puede ser mayor que la renta de todo el contrato.',
    'Lease length must be a number of months.': 'La duración del contrato debe ser un número de meses.',
    'Lease length must be a whole number of months from 1 to 36.':
      'La duración del contrato debe ser un número entero de meses, de 1 a 36.',
    'Monthly fees must be numbers.': 'Los cargos mensuales deben ser números.',
    'Each monthly fee must be between $0 and $10,000.': 'Cada cargo mensual debe estar entre $0 y $10,000.',
    'Loading Report...': 'Cargando el informe...',
    'Report not found.': 'No se encontró el informe.',
    'Your 30-Day Unlimited Access plan has been activated!': '¡Se activó su plan de Acceso ilimitado por 30 días!',
    'Start Exploring': 'Empezar a explorar',
    'For apartments, do not enter a unit number.': 'Si es un apartamento, no escriba el número de unidad.',
    'This report took too long and was stopped. Your credit has been returned; please try again.':
      'Este informe tardó demasiado y se detuvo. Le devolvimos su crédito; inténtelo de nuevo.',
    'RentValue is restarting. Please try again in a moment; no credit was used.':
      'RentValue se está reiniciando. Inténtelo de nuevo en un momento; no se usó ningún crédito.',

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

    // messages.ts: PROFILE_MESSAGES
    'Could not fetch your new user profile.': 'No se pudo obtener su nuevo perfil de usuario.',
    'Could not fetch updated user profile after purchase.':
      'No se pudo obtener su perfil de usuario actualizado después de la compra.',
    'Could not load your user profile.': 'No se pudo cargar su perfil de usuario.',

    // messages.ts: PLAN_MESSAGES
    'Plan Expired!': '¡Plan vencido!',
    'Free Tier': 'Plan gratuito',
    '30-Day Unlimited Access': 'Acceso ilimitado por 30 días',
    'Upgrade Your Plan': 'Mejore su plan',
    'Select a new plan to get more reports and features.': 'Elija un plan nuevo para obtener más informes y funciones.',
    'Your plan has no reports left. Upgrade your plan to run this report.':
      'A su plan no le quedan informes. Mejore su plan para generar este informe.',
    'Upgrade Plan': 'Mejorar el plan',
    'Extend Your Pass': 'Extienda su pase',
    'Your unlimited pass is still running: a pass bought now adds its days after it ends.':
      'Su pase ilimitado sigue vigente: un pase que compre ahora suma sus días a partir de que termine.',

    // messages.ts: LETTER_MESSAGES
    'Your first negotiation letter was free. Choose a plan to write more letters.':
      'Su primera carta de negociación fue gratis. Elija un plan para escribir más cartas.',
    'A negotiation letter needs a report with a Value Score.':
      'Una carta de negociación necesita un informe con Puntuación de Valor.',
    'The letter is on its way to your inbox.': 'La carta va en camino a su bandeja de entrada.',
    'Letter not found.': 'No se encontró la carta.',
    'The letter is empty. Write or restore it before sending.':
      'La carta está vacía. Escríbala o restáurela antes de enviarla.',
    'The letter must be at most 10,000 characters.': 'La carta debe tener como máximo 10,000 caracteres.',
    'The subject must be at most 200 characters.': 'El asunto debe tener como máximo 200 caracteres.',
    'The proposed rent must be between $1 and $100,000.': 'La renta propuesta debe estar entre $1 y $100,000.',

    // messages.ts: CHECKOUT_MESSAGES
    'Your session has expired. Please log in to make a purchase.':
      'Su sesión venció. Inicie sesión para hacer una compra.',
    'A Session ID was not returned from the server.': 'El servidor no devolvió un ID de sesión.',
    'A price identifier is required.': 'Se necesita un identificador de precio.',
    'This plan is not available.': 'Este plan no está disponible.',
    'This plan is not offered. Please choose Pay As You Go or 30-Day Access.':
      'Este plan no se ofrece. Elija Pago por uso o Acceso por 30 días.',

    // messages.ts: COMPARE_MESSAGES
    'The AI Comparison API request failed.': 'Falló la solicitud de la comparación con IA.',
    'You must have or select at least 2 properties to run a comparison.':
      'Debe tener o seleccionar al menos 2 propiedades para hacer una comparación.',
    'You can compare at most 10 properties at a time.': 'Puede comparar como máximo 10 propiedades a la vez.',
    'Select Properties to Compare': 'Seleccione las propiedades que quiere comparar',

    // messages.ts: HISTORY_MESSAGES
    'You have no search history yet.': 'Todavía no tiene historial de búsquedas.',
    "You don't have any Rental Value Reports in your history.":
      'No tiene ningún Informe de Valor de Renta en su historial.',
    'Click Here To Get Started!': '¡Haga clic aquí para empezar!',

    // messages.ts: CONTACT_MESSAGES
    'An unexpected error occurred sending your message.': 'Ocurrió un error inesperado al enviar su mensaje.',
    "Thank you for contacting us. We'll get back to you shortly.": 'Gracias por escribirnos. Le responderemos pronto.',
    'Message Sent Successfully!': '¡Mensaje enviado!',
    'Sending...': 'Enviando...',
    'Send Message': 'Enviar mensaje',

    // messages.ts: CHART_MESSAGES
    'Not enough square footage data to build this chart.':
      'No hay suficientes datos de pies cuadrados para crear esta gráfica.',
    'Not enough data to build this chart.': 'No hay suficientes datos para crear esta gráfica.',
    'Not enough data to calculate a Value Score.': 'No hay suficientes datos para calcular una Puntuación de Valor.',
    'Not enough comparable data to build the market comparison chart.':
      'No hay suficientes datos de comparables para crear la gráfica de comparación con el mercado.',
    'Not enough variation in comparable prices to build the market comparison chart.':
      'Los precios de los comparables varían muy poco para crear la gráfica de comparación con el mercado.',
    'No comparable property data available to display in table.':
      'No hay datos de propiedades comparables para mostrar en la tabla.',

    // messages.ts: MAP_MESSAGES
    'Map cannot be loaded right now, sorry.': 'Lo sentimos, el mapa no se puede cargar en este momento.',
    'Loading Map...': 'Cargando el mapa...',
    'Map Load Error': 'Error al cargar el mapa',

    // messages.ts: ACCOUNT_MESSAGES (the greeting without a first name: "Hi, there!")
    there: 'estimado usuario',

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
    'Monthly fees: none.': 'Cargos mensuales: ninguno.',

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

    // valuation/move-in-specials.ts: specialsTexts
    { pattern: new RegExp(`^(${MONEY})/mo$`), translate: (money) => `${money}/mes` },
    {
      pattern: /^Total for the (\d+)-month lease$/,
      translate: (months) => `Total del contrato de ${plural(months, 'mes', 'meses')}`,
    },
    {
      pattern: new RegExp(`^Move-in special: (.+?)(?:, worth (${MONEY}) over the lease)?\\.$`),
      translate: (special, worth) =>
        `Oferta de mudanza: ${special}${worth ? `, equivalente a ${worth} durante el contrato` : ''}.`,
    },
    { pattern: /^(\d+(?:\.\d+)?) weeks? free$/, translate: (n) => `${plural(n, 'semana', 'semanas')} gratis` },
    { pattern: /^(\d+(?:\.\d+)?) months? free$/, translate: (n) => `${plural(n, 'mes', 'meses')} gratis` },
    { pattern: new RegExp(`^(${MONEY}) off$`), translate: (money) => `${money} de descuento` },
    {
      pattern: new RegExp(`^Monthly fees: (.+) \\((${MONEY}) a month\\)\\.$`),
      translate: (fees, total) => `Cargos mensuales: ${fees} (${total} al mes).`,
    },
    {
      // The fee list: "parking $75, pet rent $50"; the rest of the list is translated in turn.
      pattern: new RegExp(`^(${Object.keys(FEE_NAMES).join('|')}) (${MONEY})(?:, (.+))?$`),
      translate: (fee, money, rest) => `${FEE_NAMES[fee] ?? fee} ${money}${rest ? `, ${rest}` : ''}`,
    },
    {
      pattern: new RegExp(
        `^Net effective rent = \\((${MONEY}) × (\\d+) − (${MONEY})\\) ÷ (\\d+) \\+ (${MONEY}) = (${MONEY})\\. ` +
          'The Value Score is computed on this figure\\.$',
      ),
      translate: (rent, months, concession, divisor, fees, net) =>
        `Renta neta efectiva = (${rent} × ${months} − ${concession}) ÷ ${divisor} + ${fees} = ${net}. ` +
        'La Puntuación de Valor se calcula con esta cifra.',
    },

    // listings/listing-text.ts: roomsText ("2 bd · 1 ba", "Studio · 1.5 ba")
    { pattern: /^(\d\S*) bd$/, translate: (count) => `${count} hab.` },
    { pattern: /^(\d\S*) ba$/, translate: (count) => plural(count, 'baño', 'baños') },
    { pattern: /^(.+) · (.+)$/, translate: (beds, baths) => `${beds} · ${baths}` },

    ...PLACE_TEXTS_ES.patterns,
  ],
};
