import { CORE_TEXTS_ES } from '../../i18n/core-texts-es';
import { translateCoreText } from '../../i18n/core-text';
import { spanishDate } from '../../i18n/es/shared';
import type { InForcePlan } from '../rent-cap-in-force-plan';

// The tenant-rights page's sentence on the rent cap in force, in US Spanish (rent-increase-caps.ts decides what it
// says). The periods, sources and regions are the rule table's own words, in Spanish from src/core/i18n/es/.

const es = (text: string) => translateCoreText(text, CORE_TEXTS_ES);

export function IN_FORCE_ES(plan: InForcePlan): string {
  switch (plan.kind) {
    case 'none':
      return `La tabla de RentValue aún no tiene la cifra de ${es(plan.stateName)} ${es(plan.period)}: el límite está entre ${plan.min}% y ${plan.max}%.`;
    case 'single':
      return `Vigente el ${spanishDate(plan.day)}: ${plan.percent}% ${es(plan.period)} (${es(plan.source)}).`;
    case 'regional': {
      const list = plan.figures.map((figure) => `${figure.percent}% en ${es(figure.place)}`).join('; ');
      const rest = plan.rest
        ? `; en los demás condados la tabla de RentValue aún no tiene la cifra (entre ${plan.rest.min}% y ${plan.rest.max}%)`
        : '';
      return `Vigente el ${spanishDate(plan.day)}, ${es(plan.period)}: ${list}${rest}.`;
    }
  }
}
