import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { LANGUAGES } from '#core/i18n/languages';
import { SERVER_RENDER_DIR, SERVER_RENDER_ENTRY_FILE } from '#core/site/server-render';
import type * as ServerEntry from '#web/prerender/entry-server';
import { appStartChunks, withAppStartChunks } from './app-start-chunks.ts';
import { inlineCriticalStylesheet } from './critical-stylesheet.ts';
import { precompressDirectory } from './precompress.ts';

const SSR_ENTRY = 'prerender/entry-server.tsx';

/**
 * After the browser build (decisions 063, 066): builds src/web/prerender/entry-server.tsx for Node with the same
 * config into <outDir>/server-render/ (every package bundled in, so it runs wherever the build is, and the server
 * loads it at run time to render report pages), renders each public page of PRERENDERED_PATHS into
 * <outDir>/prerendered/ (with the CSS each page uses inlined, so the first paint waits for no other file) with the app's
 * frame in each language beside them (decision 075), then writes Brotli and gzip copies of the text assets. Every `vite build` does it (npm start,
 * the tests, the benches), so the server always finds the pages.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'rentvalue-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The nested server build below reads this same config: it must not prerender itself.
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const ssrDir = path.join(outDir, SERVER_RENDER_DIR);
      const { build } = await import('vite');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: SSR_ENTRY,
          outDir: ssrDir,
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
          copyPublicDir: false,
        },
      });
      // ES modules, whatever folder the build was written to.
      writeFileSync(path.join(ssrDir, 'package.json'), '{ "type": "module" }\n');
      const entry = (await import(
        pathToFileURL(path.join(ssrDir, SERVER_RENDER_ENTRY_FILE)).href
      )) as typeof ServerEntry;
      // The app's start chunks listed for the entry to fetch once the page has painted.
      const template = withAppStartChunks(
        readFileSync(path.join(outDir, 'index.html'), 'utf8'),
        entry.APP_START_CHUNKS_META,
        appStartChunks(outDir),
      );
      mkdirSync(path.join(outDir, entry.PRERENDERED_DIR), { recursive: true });
      for (const pathname of entry.PRERENDERED_PATHS) {
        const page = await entry.renderPage(pathname);
        const file = path.join(outDir, entry.PRERENDERED_DIR, entry.prerenderedFileName(pathname));
        mkdirSync(path.dirname(file), { recursive: true });
        // The CSS this page's HTML uses inlined, the rest after the first paint (decision 083).
        writeFileSync(file, await inlineCriticalStylesheet(entry.pageDocument(template, pathname, page), outDir));
      }
      // The app's frame per language, which the server paints in the shell of every page rendered in the browser.
      for (const language of LANGUAGES)
        writeFileSync(
          path.join(outDir, entry.PRERENDERED_DIR, entry.appFrameFileName(language)),
          await entry.renderAppFrame(language),
        );
      const compressed = precompressDirectory(outDir, { skip: [ssrDir] });
      config.logger.info(
        `prerendered ${entry.PRERENDERED_PATHS.length} pages; precompressed ${compressed.files} files (${Math.round(compressed.bytes / 1024)} KB → ${Math.round(compressed.brotliBytes / 1024)} KB brotli)`,
      );
    },
  };
}
