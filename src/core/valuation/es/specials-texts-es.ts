import { formatUsd } from '../../primitives/format';
import { countOf } from '../../primitives/words';
import type { MonthlyFeeKey } from '../move-in-specials';
import type { SpecialsWords } from '../specials-words';

// The specials section's words in US Spanish (specials-texts.ts; move-in-specials.ts computes the figures; docs/i18n.md has the words).

const FEE_NAMES: Readonly<Record<MonthlyFeeKey, string>> = {
  parkingFee: 'estacionamiento',
  petFee: 'renta por mascota',
  amenityFee: 'cargos por comodidades o servicios',
  utilitiesFee: 'servicios públicos que cobra el arrendador',
};

export const SPECIALS_ES: SpecialsWords = {
  perMonth: (money) => `${money}/mes`,
  leaseTotalTerm: (months) => `Total del contrato de ${countOf(months, 'mes', 'meses')}`,
  special: (kind, amount) => {
    switch (kind) {
      case 'weeks':
        return `${countOf(amount, 'semana', 'semanas')} gratis`;
      case 'months':
        return `${countOf(amount, 'mes', 'meses')} gratis`;
      case 'dollars':
        return `${formatUsd(amount)} de descuento`;
      default:
        return 'Sin oferta de mudanza';
    }
  },
  concession: (special, worth) =>
    `Oferta de mudanza: ${special}${worth > 0 ? `, equivalente a ${formatUsd(worth)} durante el contrato` : ''}.`,
  fees: (fees, total) =>
    fees.length === 0
      ? 'Cargos mensuales: ninguno.'
      : `Cargos mensuales: ${fees.map((fee) => `${FEE_NAMES[fee.key]} ${formatUsd(fee.amount)}`).join(', ')} (${formatUsd(total)} al mes).`,
  formula: ({ rent, months, concession, fees, net }) =>
    `Renta neta efectiva = (${formatUsd(rent)} × ${months} − ${formatUsd(concession)}) ÷ ${months} + ` +
    `${formatUsd(fees)} = ${net}. La Puntuación de Valor se calcula con esta cifra.`,
};
