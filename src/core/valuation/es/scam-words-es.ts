import type { ScamWords } from '../scam-words';

// The scam warning in Spanish (scam-words.ts has the English and what each word is). Word choices: docs/i18n.md.

export const SCAM_WORDS_ES: ScamWords = {
  heading: 'Revise este anuncio antes de pagar nada',
  farBelow: (percent) =>
    `La renta pedida es el ${percent}% de lo que esperamos para una vivienda como esta: una renta tan por debajo de la de la zona es la señal más común de una estafa de alquiler.`,
  flagsLead: (count) =>
    count === 1
      ? 'Nos indicó una señal común de una estafa de alquiler:'
      : `Nos indicó ${count} señales comunes de una estafa de alquiler:`,
  flags: {
    unusualPayment:
      'le pidieron pagar por transferencia bancaria, tarjeta de regalo, criptomonedas o una aplicación de pagos',
    cannotSeeUnit: 'no puede ver la vivienda en persona antes de pagar',
    ownerAway: 'el propietario dice que está de viaje o en el extranjero',
    depositBeforeLease: 'le pidieron un depósito o un cargo antes de firmar un contrato de arrendamiento',
  },
  notAVerdict: 'Eso no lo convierte en una estafa. Revise algunas cosas antes de enviar dinero.',
  detailsSummary: 'Qué revisar y dónde denunciar una estafa',
  checkHeading: 'Qué revisar',
  checks: [
    'Busque al propietario en los registros de propiedad del condado y asegúrese de que quien se la renta es el propietario o trabaja para él.',
    'Vea la vivienda en persona, por dentro, antes de pagar o firmar nada.',
    'Nunca envíe dinero por transferencia ni pague con tarjetas de regalo, criptomonedas o una aplicación de pagos a alguien que no conoce.',
    'Busque en internet la dirección y las fotos del anuncio: los estafadores copian anuncios reales y cambian los datos de contacto.',
  ],
  reportHeading: 'Dónde denunciar una estafa',
  reportFtc: 'La Comisión Federal de Comercio (FTC): ReportFraud.ftc.gov',
  reportAttorneyGeneral: 'El fiscal general de su estado: búsquelo en nuestro directorio de derechos del inquilino',
  ftcAdvice: 'Los consejos de la FTC sobre estafas con anuncios de alquiler',
  thinHeading: 'Aquí los datos son escasos',
  thinText: (percent) =>
    `La renta pedida es el ${percent}% de nuestra renta esperada, pero hay pocas viviendas comparables cercanas detrás de esa cifra, así que la diferencia puede deberse a los datos y no al anuncio. Compárela con otros anuncios cercanos antes de decidir.`,
};
