import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** A catalogue as written: message id → ICU message (docs/i18n.md). */
export type SourceCatalogue = Record<string, string>;
export type CompiledCatalogue = Record<string, CompiledMessage>;

/**
 * Compiles a catalogue's ICU messages into Lingui's runtime form (decision 073), at build time
 * (tools/build/catalogue-plugin.ts), so the browser carries no ICU parser.
 */
export function compileCatalogue(source: SourceCatalogue): CompiledCatalogue {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessageOrThrow(message)]));
}
