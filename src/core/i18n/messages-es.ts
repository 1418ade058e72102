import * as english from '../messages';
import type { CoreMessages } from './core-messages';

// PLACEHOLDER while the Spanish texts are written: replaced in the same piece of work.
export const spanishMessages: CoreMessages = { ...english };
