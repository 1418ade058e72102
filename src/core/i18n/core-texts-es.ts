import type { CoreTextTable } from './core-text';

/** The Spanish of src/core's texts (docs/i18n.md has the word choices). */
export const CORE_TEXTS_ES: CoreTextTable = {
  texts: {},
  patterns: [],
};
