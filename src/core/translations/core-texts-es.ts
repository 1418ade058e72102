import { mergedCoreTexts } from '../i18n/core-text';
import { STATE_TEXTS_ES } from '../address/es/places-es';
import { GENERAL_TEXTS_ES } from './es/general';
import { RENT_CAP_TEXTS_ES } from '../report/es/rent-caps-es';
import { REPORT_TEXTS_ES } from './es/report';

/**
 * The Spanish of the short texts src/core writes (docs/i18n.md has the word choices), by id (decision 088): the
 * general texts, the report's official names and labels, the rent caps and the states' names (the web names a state
 * with `stateName`, address/state-name.ts). The server and the Spanish writers use it
 * whole; the web app loads
 * the general part at start and the report's parts with the pages that show them (src/web/lib/core-messages.ts).
 */
export const CORE_TEXTS_ES = mergedCoreTexts([
  GENERAL_TEXTS_ES,
  REPORT_TEXTS_ES,
  RENT_CAP_TEXTS_ES,
  { texts: STATE_TEXTS_ES },
]);
