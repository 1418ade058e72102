import type * as english from '../messages';

/**
 * The product's own texts (src/core/messages.ts: error answers, banners, loading lines, letters' labels), which the
 * server and the web app share. Each language has them all with the same shape: English in messages.ts, Spanish in
 * i18n/messages-es.ts, which TypeScript holds to this type, so a text missing in Spanish does not compile.
 */
export type CoreMessages = typeof english;
