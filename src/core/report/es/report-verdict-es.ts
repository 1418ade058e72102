import { formatUsd } from '../../primitives/format';
import { shownRadius, type ScoredRentKind, type VerdictBasis, type VerdictPhrasebook } from '../verdict-plan';

// The verdict's sentence of why in US Spanish (verdict-plan.ts decides what it says).

const RENT_NOUN: Readonly<Record<ScoredRentKind, string>> = {
  asking: 'La renta pedida',
  afterSpecials: 'La renta con las ofertas de mudanza',
  netEffective: 'La renta neta efectiva',
  offered: 'La renta ofrecida',
};

function basisText(basis: VerdictBasis): string {
  if (basis.kind === 'benchmarks') return 'las rentas de referencia oficiales para este código postal';
  const one = basis.count === 1;
  const miles = shownRadius(basis.radiusMiles);
  const place =
    miles === null ? (one ? 'cercana' : 'cercanas') : `a menos de ${miles} ${miles === 1 ? 'milla' : 'millas'}`;
  return `${basis.count} ${one ? 'vivienda comparable' : 'viviendas comparables'} ${place} en los últimos 12 meses`;
}

export const VERDICT_ES: VerdictPhrasebook = {
  sentence(plan) {
    const rent = `${RENT_NOUN[plan.rentKind]} de ${formatUsd(plan.amount)}`;
    if (plan.kind === 'unjudged')
      return (
        plan.reason ??
        `${rent} no se pudo evaluar: se encontraron muy pocas viviendas comparables para calcular una Puntuación de Valor.`
      );
    const expected = `los ${formatUsd(plan.market)} esperados para una vivienda como esta, según ${basisText(plan.basis)}`;
    if (plan.kind === 'inLine') return `${rent} está en línea con ${expected}.`;
    return `${rent} está ${formatUsd(plan.gap)} (${plan.percent}%) ${plan.kind === 'above' ? 'por encima' : 'por debajo'} de ${expected}.`;
  },
};
