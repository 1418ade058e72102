import { translateCoreText } from '../../i18n/core-text';
import { RENT_CAP_WORDS_ES } from './rent-caps-es';
import { wordMessage } from '../../primitives/message';
import { formatUsd } from '../../primitives/format';
import type { RentCapPeriod } from '../rent-cap-period';
import type { RentCapWords } from '../rent-cap-summary-plan';
import { RENT_CAP_PERIOD_ES } from './rent-cap-period-es';

// The renewal check's summary and caveat in US Spanish (rent-cap-summary-plan.ts decides what they say). The state,
// the region, the formula, the law and its exemptions are the rule table's own words, in Spanish from
// es/rent-caps-es.ts; the period is data, worded by rent-cap-period-es.ts.

const es = (text: string) => translateCoreText(text, RENT_CAP_WORDS_ES);
const period = (value: RentCapPeriod) => wordMessage(RENT_CAP_PERIOD_ES, value);
const increase = (percent: number) => `Un aumento del ${percent.toFixed(2)}%`;
const EXEMPT = 'salvo que la vivienda esté exenta';
const yours = (current: number) => `al mes, partiendo de su renta actual de ${formatUsd(current)}`;
const notAtIssue = (state: string) => `así que el límite de aumentos de ${es(state)} no está en juego.`;

export const RENT_CAP_ES: RentCapWords = {
  summary(plan) {
    switch (plan.kind) {
      case 'lower':
        return `La renta ofrecida es ${formatUsd(plan.dollars)} (${plan.percent.toFixed(2)}%) más baja que la renta actual, ${notAtIssue(plan.stateName)}`;
      case 'same':
        return `La renta ofrecida es igual a la renta actual, ${notAtIssue(plan.stateName)}`;
      case 'figure': {
        const where = plan.region ? ` en ${es(plan.region)}` : '';
        const limit = `límite de ${es(plan.stateName)} de ${plan.capPercent}% ${period(plan.period)}${where}`;
        return plan.verdict === 'within'
          ? `${increase(plan.increasePercent)} está dentro del ${limit}: como máximo ${formatUsd(plan.most)} ${yours(plan.currentRent)}.`
          : `${increase(plan.increasePercent)} supera el ${limit}: ${EXEMPT}, lo máximo que el arrendador puede pedir es ${formatUsd(plan.most)} ${yours(plan.currentRent)}.`;
      }
      case 'bounds': {
        const bounds = `está entre ${plan.minCapPercent}% y ${plan.maxCapPercent}%, así que lo máximo que el arrendador puede pedir está entre ${formatUsd(plan.low)} y ${formatUsd(plan.high)} ${yours(plan.currentRent)}`;
        const lead =
          plan.why === 'countyUnknown'
            ? `El límite de ${es(plan.stateName)} ${period(plan.period)} depende del condado de la vivienda, que RentValue no pudo determinar: ${bounds}.`
            : `La tabla de RentValue aún no tiene la cifra del límite de ${es(plan.stateName)} ${period(plan.period)}: ${bounds}.`;
        if (plan.verdict === 'within')
          return `${lead} ${increase(plan.increasePercent)} queda dentro del límite en cualquier caso.`;
        if (plan.verdict === 'over')
          return `${lead} ${increase(plan.increasePercent)} supera el límite en cualquier caso: ${EXEMPT}, es demasiado alto.`;
        return `${lead} Que un aumento del ${plan.increasePercent.toFixed(2)}% quede dentro del límite depende de esa cifra (${es(plan.formula)}).`;
      }
    }
  },
  caveat(lawName, exemptions) {
    const law = es(lawName);
    // "del Límite a los aumentos…", "de la Ley de…"
    const of = law.startsWith('Límite') ? 'del' : 'de la';
    return `Las normas locales sobre la renta pueden ser más estrictas, y algunas viviendas están exentas ${of} ${law}: ${exemptions.map(es).join('; ')}.`;
  },
};
