import { formatUsd } from '../../primitives/format';
import { countOf } from '../../primitives/words';
import type { MonthlyFeeKey, MoveInCostKey } from '../move-in-specials';
import type { SpecialsWords } from '../specials-words';

// The specials section's words in US Spanish (specials-texts.ts; move-in-specials.ts computes the figures; docs/i18n.md has the words).

const FEE_NAMES: Readonly<Record<MonthlyFeeKey, string>> = {
  amenityFee: 'cargos por comodidades o servicios',
  trashFee: 'basura o recolección a domicilio',
  techFee: 'paquete de internet, tecnología o casa inteligente',
  utilitiesFee: 'servicios públicos que cobra el arrendador',
  otherFee: 'otros cargos obligatorios',
  parkingFee: 'estacionamiento',
  petFee: 'renta por mascota',
};

const COST_NAMES: Readonly<Record<MoveInCostKey, string>> = {
  applicationFee: 'cargo por solicitud',
  brokerFee: 'comisión del corredor',
  securityDeposit: 'depósito de seguridad',
};

export const SPECIALS_ES: SpecialsWords = {
  perMonth: (money) => `${money}/mes`,
  leaseTotalTerm: (months) => `Costo del contrato de ${countOf(months, 'mes', 'meses')}`,
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
  utilities: (amount) =>
    amount > 0
      ? `Servicios públicos que paga usted: ${formatUsd(amount)} al mes, según su cálculo.`
      : 'Servicios públicos que paga usted: no indicados.',
  moveIn: (spent, spentTotal, deposit) => {
    if (spent.length === 0 && deposit <= 0) return null;
    const parts: string[] = [];
    if (spent.length > 0) {
      const list = spent.map((cost) => `${COST_NAMES[cost.key]} ${formatUsd(cost.amount)}`).join(', ');
      parts.push(`${list} (${formatUsd(spentTotal)}, incluidos en el costo del contrato)`);
    }
    if (deposit > 0) parts.push(`depósito de seguridad ${formatUsd(deposit)}, a pagar al mudarse y reembolsable`);
    return `Costos de mudanza: ${parts.join('; ')}.`;
  },
  treatment: (rent, afterSpecials) =>
    `Las viviendas comparables anuncian su renta sin cargos, así que la Puntuación de Valor evalúa la renta (${rent}${afterSpecials ? ' con la oferta de mudanza' : ''}), nunca este total: los cargos y los servicios se suman a lo que usted paga, no a la comparación.`,
  formula: ({ rent, months, concession, fees, utilities, total, oneTime, leaseTotal }) =>
    `Costo mensual total = ${concession > 0 ? `(${formatUsd(rent)} × ${months} − ${formatUsd(concession)}) ÷ ${months}` : formatUsd(rent)} + ` +
    `${formatUsd(fees)} en cargos + ${formatUsd(utilities)} en servicios = ${total}. Costo del contrato = ${total} × ${months} + ` +
    `${formatUsd(oneTime)} = ${formatUsd(leaseTotal)}.`,
};
