import type { Plugin } from 'vite';
import { compileCatalogue } from './compile-catalogue.ts';

/** A web catalogue: src/web/**\/messages/{language}.json (docs/i18n.md). */
const WEB_CATALOGUE_FILE = /\/messages\/[a-z]{2}\.json$/;

/**
 * Compiles each web catalogue's ICU messages as it is imported (decision 073), before Vite turns the JSON into a
 * module: the browser gets Lingui's compiled messages and never an ICU parser. Used by the build and by Vitest.
 */
export function catalogueCompiler(): Plugin {
  return {
    name: 'rentvalue-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!WEB_CATALOGUE_FILE.test(id.split('?')[0] ?? '')) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code) as Record<string, string>)), map: null };
    },
  };
}
