import { translateCoreText } from '../../i18n/core-text';
import { RENT_CAP_WORDS_ES } from './rent-caps-es';
import { wordMessage } from '../../primitives/message';
import { spanishDate } from '../../i18n/es/shared';
import type { InForcePlan } from '../rent-cap-in-force-plan';
import type { RentCapPeriod } from '../rent-cap-period';
import { RENT_CAP_PERIOD_ES } from './rent-cap-period-es';

// The tenant-rights page's sentence on the rent cap in force, in US Spanish (rent-increase-caps.ts decides what it
// says). The sources and regions are the rule table's own words, in Spanish from src/core/i18n/es/; the period is
// data, worded by rent-cap-period-es.ts.

const es = (text: string) => translateCoreText(text, RENT_CAP_WORDS_ES);
const period = (value: RentCapPeriod) => wordMessage(RENT_CAP_PERIOD_ES, value);

export function IN_FORCE_ES(plan: InForcePlan): string {
  switch (plan.kind) {
    case 'none':
      return `La tabla de RentValue aún no tiene la cifra de ${es(plan.stateName)} ${period(plan.period)}: el límite está entre ${plan.min}% y ${plan.max}%.`;
    case 'single':
      return `Vigente el ${spanishDate(plan.day)}: ${plan.percent}% ${period(plan.period)} (${es(plan.source)}).`;
    case 'regional': {
      const list = plan.figures.map((figure) => `${figure.percent}% en ${es(figure.place)}`).join('; ');
      const rest = plan.rest
        ? `; en los demás condados la tabla de RentValue aún no tiene la cifra (entre ${plan.rest.min}% y ${plan.rest.max}%)`
        : '';
      return `Vigente el ${spanishDate(plan.day)}, ${period(plan.period)}: ${list}${rest}.`;
    }
  }
}
