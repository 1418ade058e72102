import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { LANGUAGES, languageOfPath, pathInLanguage, pathWithoutLanguage } from '#core/i18n/languages';
import {
  SERVER_RENDER_DIR,
  SERVER_RENDER_ENTRY_FILE,
  SERVER_RENDER_START_FILE,
  type ServerRenderedPage,
  type StartChunks,
} from '#core/site/server-render';
import type * as ServerEntry from '#web/prerender/entry-server';
import { appStartChunks } from './app-start-chunks.ts';
import { inlineCriticalStylesheet } from './critical-stylesheet.ts';
import { buildIslands, ISLANDS_CHUNKS, ISLANDS_ENTRY_MODULES, type IslandsChunk } from './islands-build.ts';
import {
  APP_PAGE_BUDGET,
  budgetTable,
  ISLANDS_PAGE_BUDGET,
  LANDING_BUDGET,
  overBudget,
  weighPage,
  type PageWeight,
} from './page-budget.ts';
import {
  appPageScripts,
  islandNamesIn,
  islandsPageScripts,
  readManifest,
  withIslandsScripts,
  type AppPageFiles,
} from './page-scripts.ts';
import { precompressDirectory } from './precompress.ts';

const SSR_ENTRY = 'prerender/entry-server.tsx';

/** The pages of the app weighed against their budget (decision 085): each page's chunk and catalogues' folders. */
const APP_PAGES: Record<string, AppPageFiles> = {
  '/research': { source: 'app/research-route.tsx', areas: ['features/research', 'features/reports'] },
  '/reports/:id': { source: 'features/reports/report-page.tsx', areas: ['features/reports'] },
  '/signup': { source: 'features/auth/signup-page.tsx', areas: ['features/auth'] },
  '/login': { source: 'features/auth/login-page.tsx', areas: ['features/auth'] },
  '/contact': { source: 'features/contact/contact-page.tsx', areas: ['features/contact'] },
};

/** The pages the server renders for one request (decision 066): each page's chunk and catalogues' folders. */
const SERVER_RENDERED_PAGES: Record<ServerRenderedPage, AppPageFiles> = {
  report: APP_PAGES['/reports/:id']!,
  sharedReport: { source: 'features/reports/shared-report-page.tsx', areas: ['features/reports'] },
};

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
      const template = entry.withAppStartChunks(
        readFileSync(path.join(outDir, 'index.html'), 'utf8'),
        appStartChunks(outDir),
      );
      // The islands of the public pages, built beside the app (decision 085).
      await buildIslands(config, outDir);
      const islandsChunks = JSON.parse(readFileSync(path.join(outDir, ISLANDS_CHUNKS), 'utf8')) as IslandsChunk[];
      const appManifest = readManifest(outDir, '.vite/manifest.json');
      const weights: PageWeight[] = [];
      mkdirSync(path.join(outDir, entry.PRERENDERED_DIR), { recursive: true });
      for (const pathname of entry.PRERENDERED_PATHS) {
        const page = await entry.renderPage(pathname);
        const file = path.join(outDir, entry.PRERENDERED_DIR, entry.prerenderedFileName(pathname));
        mkdirSync(path.dirname(file), { recursive: true });
        let html = entry.pageDocument(template, pathname, page);
        if (entry.isIslandsPage(pathname)) {
          const islands = islandNamesIn(page.html).map((name) => {
            const island = entry.ISLANDS[name as keyof typeof entry.ISLANDS];
            if (!island) throw new Error(`${pathname} has an island no one knows: ${name}`);
            return island;
          });
          const scripts = islandsPageScripts(
            islandsChunks,
            ISLANDS_ENTRY_MODULES,
            languageOfPath(pathname),
            islands,
            entry.APP_CATALOGUES,
            { reportAreas: entry.REPORT_AREAS },
          );
          html = withIslandsScripts(html, scripts, entry.APP_START_CHUNKS_META);
          const budget = pathWithoutLanguage(pathname) === '/' ? LANDING_BUDGET : ISLANDS_PAGE_BUDGET;
          weights.push(weighPage(outDir, pathname, scripts, budget));
        }
        // The CSS this page's HTML uses inlined, the rest after the first paint (decision 083).
        writeFileSync(file, await inlineCriticalStylesheet(html, outDir));
      }
      for (const [pathname, page] of Object.entries(APP_PAGES))
        for (const language of LANGUAGES) {
          const scripts = appPageScripts(appManifest, language, page, entry.APP_CATALOGUES, {
            reportAreas: entry.REPORT_AREAS,
          });
          weights.push(weighPage(outDir, pathInLanguage(pathname, language), scripts, APP_PAGE_BUDGET));
        }
      // What a page the server renders lists for the entry to fetch after its first paint (decision 087): the app's
      // start, then the page's chunk and texts, in one round; and the app's start, for the shell to ask for at once.
      const startOf = (page: AppPageFiles) =>
        Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            appStartChunks(
              outDir,
              appPageScripts(appManifest, language, page, entry.APP_CATALOGUES, { reportAreas: entry.REPORT_AREAS }),
            ),
          ]),
        );
      const startChunks: StartChunks = {
        shell: appStartChunks(outDir),
        pages: {
          report: startOf(SERVER_RENDERED_PAGES.report),
          sharedReport: startOf(SERVER_RENDERED_PAGES.sharedReport),
        },
      };
      writeFileSync(path.join(ssrDir, SERVER_RENDER_START_FILE), JSON.stringify(startChunks));
      // Each page's script against its budget: printed, and the build fails past it.
      config.logger.info(`script per page (gzip):\n${budgetTable(weights)}`);
      const over = overBudget(weights);
      if (over.length > 0) throw new Error(`Past the script budget (decision 085):\n  ${over.join('\n  ')}`);
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
