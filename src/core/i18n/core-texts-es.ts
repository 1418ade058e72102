import { mergedCoreTexts } from './core-text';
import { GENERAL_TEXTS_ES } from './es/general';
import { RENT_CAP_TEXTS_ES } from './es/rent-caps';
import { REPORT_TEXTS_ES } from './es/report';

/**
 * The Spanish of every text src/core writes (docs/i18n.md has the word choices): the general texts, the report's
 * sentences and the rent caps. The server and the Spanish writers use it whole; the web app loads the general part at
 * start and the report's parts with the pages that show them (src/web/lib/core-messages.ts).
 */
export const CORE_TEXTS_ES = mergedCoreTexts([GENERAL_TEXTS_ES, REPORT_TEXTS_ES, RENT_CAP_TEXTS_ES]);
