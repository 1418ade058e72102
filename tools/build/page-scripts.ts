import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '#core/i18n/languages';
import type { IslandsChunk } from './islands-build.ts';

// Which script files a page downloads, read from the build's manifests (decision 085): for an islands page, the
// islands' entry with the page's islands and their catalogues; for a page of the app, the app's entry, its start, the
// page's chunk and catalogues. The prerender lists an islands page's files in its HTML, and the byte budget weighs
// each page by them (page-budget.ts).

interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestEntry>;

export function readManifest(outDir: string, file: string): Manifest {
  return JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as Manifest;
}

/** The files of these chunks and of every chunk they import statically, as absolute paths ("/assets/…"). */
function closure(manifest: Manifest, keys: readonly string[], files = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no chunk for ${key}`);
    if (files.has(`/${chunk.file}`)) continue;
    files.add(`/${chunk.file}`);
    closure(manifest, chunk.imports ?? [], files);
  }
  return files;
}

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((each) => manifest[each]?.isEntry);
  if (!key) throw new Error('The manifest has no entry');
  return key;
}

/**
 * The folders whose pages show the report's sentences: their Spanish pages load that part of src/core's texts
 * (lib/core-messages.ts, REPORT_AREAS). The build reads it from the server entry.
 */
export type TextParts = { reportAreas: ReadonlySet<string> };

/** The catalogues of these folders in this language and, in Spanish, the parts of src/core's texts they show. */
function textKeys(language: Language, areas: readonly string[], { reportAreas }: TextParts): string[] {
  const catalogues = areas.map((area) => `${area}/messages/${language}.json`);
  if (language !== 'es') return catalogues;
  const core = ['../core/translations/es/general.ts'];
  if (areas.some((area) => reportAreas.has(area))) core.push('../core/translations/es/report.ts');
  return [...catalogues, ...core];
}

/** An island as the page's scripts need it: its component's file under src/web and its catalogues' folders. */
export type IslandFiles = { source?: string; areas: readonly string[] };

/**
 * Every script an islands page downloads: the islands' entry first (`entryModules[0]`, with what it loads on every
 * page after it), then its islands, their chunks and texts.
 */
export function islandsPageScripts(
  chunks: readonly IslandsChunk[],
  entryModules: readonly string[],
  language: Language,
  islands: readonly IslandFiles[],
  appAreas: readonly string[],
  parts: TextParts,
): string[] {
  const areas = [...new Set([...appAreas, ...islands.flatMap((island) => island.areas)])];
  const modules = [
    ...entryModules,
    ...islands.flatMap((island) => (island.source ? [island.source] : [])),
    ...textKeys(language, areas, parts),
  ];
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) add(imported);
  };
  for (const module of modules) {
    const chunk = chunks.find((each) => each.modules.includes(module));
    if (!chunk) throw new Error(`The islands' build has no chunk holding ${module}`);
    add(chunk.file);
  }
  return [...files].map((file) => `/${file}`);
}

/** A page of the app: the page's chunk under src/web and the folders of the catalogues it loads. */
export type AppPageFiles = { source: string; areas: readonly string[] };

/** Every script a page of the app downloads before its content shows: entry, app start, page chunk and texts. */
export function appPageScripts(
  manifest: Manifest,
  language: Language,
  page: AppPageFiles,
  appAreas: readonly string[],
  parts: TextParts,
): string[] {
  const entry = entryKey(manifest);
  const start = manifest[entry]?.dynamicImports ?? [];
  const texts = textKeys(language, [...appAreas, ...page.areas], parts);
  return [...closure(manifest, [entry, ...start, page.source, ...texts])];
}

/** The names of the islands in a page's HTML (data-island="…"), once each, in the page's order. */
export function islandNamesIn(html: string): string[] {
  return [...new Set([...html.matchAll(/\sdata-island="([^"]+)"/g)].map((match) => match[1]!))];
}

/** The meta that names the scripts an islands page fetches after its entry. */
export const ISLAND_SCRIPTS_META = 'rv-island-scripts';

const APP_ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const APP_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * An islands page's document: the islands' entry (`scripts[0]`) where the app's entry was, and the page's other
 * scripts named in `<meta name="rv-island-scripts">` (for the tools that weigh the page and the tests), not preloaded:
 * the entry fetches them once the page has painted, all at once (the bundler's preload of a dynamic import's
 * chunks), so nothing but the entry competes with the first paint. The app's entry and its preloads join the front of
 * the app's start list (`<meta name="{metaName}">`), which the islands fetch when the visitor heads into the app.
 */
export function withIslandsScripts(html: string, scripts: readonly string[], metaName: string): string {
  const entry = APP_ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error("The page has no app entry's <script> to replace");
  const appPreloads = [...html.matchAll(APP_PRELOAD)].map((match) => match[1]!);
  const [islandsEntry, ...later] = scripts;
  const tags = [
    `<script type="module" crossorigin src="${islandsEntry}"></script>`,
    `<meta name="${ISLAND_SCRIPTS_META}" content="${later.join(' ')}">`,
  ].join('\n    ');
  const meta = new RegExp(`<meta name="${metaName}" content="([^"]*)">`);
  const appStart = meta.exec(html)?.[1];
  if (appStart === undefined) throw new Error(`The page has no <meta name="${metaName}">`);
  return html
    .replace(APP_PRELOAD, '')
    .replace(APP_ENTRY_SCRIPT, `\n    ${tags}`)
    .replace(meta, `<meta name="${metaName}" content="${[entry[1], ...appPreloads, appStart].join(' ')}">`);
}
