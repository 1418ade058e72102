import path from 'node:path';
import type { Alias, Plugin, ResolvedConfig } from 'vite';
import { importAliases } from '../../import-aliases.ts';
import { quietBuildLog } from './build-logs.ts';
import { catalogueCompiler } from './catalogue-plugin.ts';
import { preactAliases } from './preact-aliases.ts';

/** The islands' entry, under src/web (decision 085). */
const ISLANDS_ENTRY = 'islands/main.tsx';

/** The entry and what it loads on every page once the islands are up (the page view), under src/web. */
export const ISLANDS_ENTRY_MODULES = [ISLANDS_ENTRY, 'lib/analytics.ts'];

/** The islands' manifest, under the web build's folder. */
const ISLANDS_MANIFEST = '.vite/islands-manifest.json';

/**
 * The islands' chunks with the modules each holds, under the web build's folder. Vite's manifest names a chunk by
 * the module it starts from only, and the bundler merges small modules (a catalogue, a table of texts) into others.
 */
export const ISLANDS_CHUNKS = '.vite/islands-chunks.json';

/** A chunk of the islands' build: its file, the modules it holds (paths under src/web) and the files it imports. */
export type IslandsChunk = { file: string; modules: string[]; imports: string[] };

function chunksListing(root: string): Plugin {
  return {
    name: 'rentvalue-islands-chunks',
    generateBundle(_options, bundle) {
      const chunks: IslandsChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                modules: output.moduleIds.map((id) => path.relative(root, id.split('?')[0]!)),
                imports: output.imports,
              },
            ]
          : [],
      );
      this.emitFile({ type: 'asset', fileName: ISLANDS_CHUNKS, source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}

/**
 * What the islands' build reads in place of the app's libraries: Preact's React API instead of React, plain links
 * instead of the router, and the visitor instead of the session lookup (an islands page is sent only to visitors).
 */
function islandsAliases(webRoot: string): Alias[] {
  return [
    ...preactAliases,
    { find: /^react-router$/, replacement: path.join(webRoot, 'islands/router-stand-in.tsx') },
    { find: /^(\.\.?\/)+lib\/use-session$/, replacement: path.join(webRoot, 'islands/visitor-session.ts') },
  ];
}

/**
 * Builds the islands of the public pages (decision 085) into the web build's folder beside the app: its own entry,
 * chunks and manifest, with the same catalogues and file names' scheme, but Preact for React. Run by the prerender
 * plugin before it writes the pages, which load this entry instead of the app's.
 */
export async function buildIslands(config: ResolvedConfig, outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    publicDir: false,
    plugins: [catalogueCompiler(), chunksListing(config.root)],
    resolve: { alias: [...islandsAliases(config.root), ...importAliases] },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: {
      outDir,
      emptyOutDir: false,
      sourcemap: true,
      manifest: ISLANDS_MANIFEST,
      modulePreload: { polyfill: false },
      copyPublicDir: false,
      rolldownOptions: {
        input: path.join(config.root, ISLANDS_ENTRY),
        onLog: quietBuildLog,
        output: {
          entryFileNames: 'assets/islands-[hash].js',
          chunkFileNames: 'assets/island-[name]-[hash].js',
          // The app's catalogues that every islands page loads, one file a language instead of three.
          codeSplitting: {
            // A group holds the modules it names, not what they import (the messages every page reads stay apart).
            includeDependenciesRecursively: false,
            groups: [
              {
                debugName: 'texts',
                name: (id) => {
                  const language = /\/(?:app|components|lib)\/messages\/([a-z]{2})\.json$/.exec(id)?.[1];
                  return language ? `texts-${language}` : null;
                },
              },
              // src/core's Spanish table with the labels it is built from (decision 088), one file: the labels are
              // read by no English islands page, only by the account's language switch (the account's forms).
              {
                name: 'general',
                test: /\/src\/core\/(?:translations\/es\/(?:general|messages)|labels)\.ts$/,
              },
            ],
          },
        },
      },
    },
  });
}
