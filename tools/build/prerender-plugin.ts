import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import type * as PrerenderEntry from '#web/prerender/entry-prerender';
import { precompressDirectory } from './precompress.ts';

const SSR_ENTRY = 'prerender/entry-prerender.tsx';


/**
 * After the browser build (decision 063): builds src/web/prerender/entry-prerender.tsx for Node with the same config, renders
 * each public page of PRERENDERED_PATHS into <outDir>/prerendered/, then writes Brotli and gzip copies of the text
 * assets. Every `vite build` does it (npm start, the tests, the benches), so the server always finds the pages.
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
      // Inside the project, so the server build's imports of node_modules resolve.
      const ssrDir = path.resolve(config.root, '../../node_modules/.cache', `rentvalue-prerender-${process.pid}-${Date.now()}`);
      const { build } = await import('vite');
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: SSR_ENTRY, outDir: ssrDir, emptyOutDir: true, sourcemap: false, manifest: false, copyPublicDir: false },
        });
        const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href)) as typeof PrerenderEntry;
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        mkdirSync(path.join(outDir, entry.PRERENDERED_DIR), { recursive: true });
        for (const pathname of entry.PRERENDERED_PATHS) {
          const page = await entry.renderPage(pathname);
          const file = path.join(outDir, entry.PRERENDERED_DIR, entry.prerenderedFileName(pathname));
          writeFileSync(file, entry.pageDocument(template, pathname, page));
        }
        const compressed = precompressDirectory(outDir);
        config.logger.info(
          `prerendered ${entry.PRERENDERED_PATHS.length} pages; precompressed ${compressed.files} files (${Math.round(compressed.bytes / 1024)} KB → ${Math.round(compressed.brotliBytes / 1024)} KB brotli)`,
        );
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
