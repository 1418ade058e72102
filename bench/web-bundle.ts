import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ISLAND_SCRIPTS_META } from '../tools/build/page-scripts';

interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The scripts a prerendered page's HTML loads, preloads and names for after its first paint (an islands page lists
 * all it needs: decisions 085, 086).
 */
function listedScripts(distDir: string, page: string): string[] {
  const file = path.join(distDir, 'prerendered', page);
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  const loaded = [
    ...html.matchAll(
      /<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="\/([^"]+)"/g,
    ),
  ].map((match) => match[1]!);
  const later = new RegExp(`<meta name="${ISLAND_SCRIPTS_META}" content="([^"]*)">`).exec(html)?.[1]?.split(' ') ?? [];
  return [...loaded, ...later.filter(Boolean).map((file) => file.replace(/^\//, ''))];
}

/**
 * Gzipped sizes of the web build: what the landing page runs before its first paint and what it loads to come to
 * life (landingInitialJsGzipKb: the islands' scripts its HTML lists, decision 085), the largest page chunk, and the
 * total.
 */
export function benchWebBundle(distDir: string) {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return { error: `no build at ${distDir}: run npm run build first` };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>;
  const gz = (file: string) => gzipSync(readFileSync(path.join(distDir, file))).length;
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

  // Static closure of an entry: the chunks a page needs before it renders.
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) return { error: 'no entry in the manifest' };
  const startKey = Object.keys(manifest).find((k) => /start-app\.tsx$/.test(k));
  // Before the first paint a prerendered page runs its entry alone (decision 063); the landing then loads the
  // islands its HTML lists (decision 085), in each language.
  const entry = closure(entryKey);
  const landing = { en: listedScripts(distDir, 'index.html'), es: listedScripts(distDir, 'es/index.html') };
  const files = (keys: Iterable<string>) => {
    const out = new Set<string>();
    for (const k of keys) {
      const e = manifest[k];
      if (!e) continue;
      out.add(e.file);
      for (const css of e.css ?? []) out.add(css);
    }
    return out;
  };
  const sum = (fs: Set<string>, ext: string) => [...fs].filter((f) => f.endsWith(ext)).reduce((s, f) => s + gz(f), 0);
  const allJs = Object.values(manifest)
    .map((e) => e.file)
    .filter((f) => f.endsWith('.js'));
  const pageChunks = Object.entries(manifest)
    .filter(([, e]) => e.isDynamicEntry)
    .map(([k, e]) => ({ page: k, gzipKb: kb(gz(e.file)) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  // Per language (decision 074): the catalogues every page loads at start (app, components, lib), the largest page
  // catalogue, all of them, and the general part of Spanish's table of src/core's texts (loaded at start). An English
  // page never downloads a Spanish file.
  const catalogueBytes = (language: string, area: string) => {
    const file = manifest[`${area}/messages/${language}.json`]?.file;
    return file ? gz(file) : 0;
  };
  const areas = [...new Set(Object.keys(manifest).flatMap((k) => /^(.*)\/messages\/en\.json$/.exec(k)?.[1] ?? []))];
  const languages = Object.fromEntries(
    ['en', 'es'].map((language) => {
      const sizes = areas.map((area) => ({ area, gzipKb: kb(catalogueBytes(language, area)) }));
      const start = ['app', 'components', 'lib'].reduce((total, area) => total + catalogueBytes(language, area), 0);
      const coreTexts = Object.entries(manifest).find(([k]) => /i18n\/es\/general\.ts$/.test(k))?.[1].file;
      return [
        language,
        {
          startCataloguesGzipKb: kb(start + (language === 'es' && coreTexts ? gz(coreTexts) : 0)),
          largestPageCatalogue: sizes
            .filter((a) => !['app', 'components', 'lib'].includes(a.area))
            .sort((a, b) => b.gzipKb - a.gzipKb)[0],
          allCataloguesGzipKb: kb(sizes.reduce((total, a) => total + a.gzipKb * 1024, 0)),
        },
      ];
    }),
  );
  // The pages rendered in the browser (every page for a signed-in renter): their shell paints the app's frame before
  // any script runs (decision 075), so what runs before their first paint is the entry alone, as on a prerendered
  // page. What each one downloads before its content shows: the entry, the app, the page's chunk, the catalogues of
  // its folders in its language and, in Spanish, the parts of core's texts it loads (lib/core-messages.ts).
  const pageKey = (pattern: RegExp) => Object.keys(manifest).find((k) => pattern.test(k));
  const coreTextsPart = (pattern: RegExp) => {
    const key = pageKey(pattern);
    return key ? [...closure(key)].map((k) => manifest[k]!.file) : [];
  };
  const BROWSER_RENDERED: Record<string, { page: RegExp; areas: string[]; reportTexts?: boolean }> = {
    account: { page: /features\/account\/account-page\.tsx$/, areas: ['features/account'] },
    compare: { page: /features\/compare\/compare-page\.tsx$/, areas: ['features/compare'], reportTexts: true },
    research: {
      page: /app\/research-route\.tsx$/,
      areas: ['features/research', 'features/reports'],
      reportTexts: true,
    },
    report: { page: /features\/reports\/report-page\.tsx$/, areas: ['features/reports'], reportTexts: true },
  };
  const toContent = (language: 'en' | 'es') =>
    Object.fromEntries(
      Object.entries(BROWSER_RENDERED).flatMap(([name, { page, areas: pageAreas, reportTexts }]) => {
        const key = pageKey(page);
        if (!key || !startKey) return [];
        const js = new Set(
          [...files(new Set([...entry, ...closure(startKey), ...closure(key)]))].filter((f) => f.endsWith('.js')),
        );
        for (const area of ['app', 'components', 'lib', ...pageAreas]) {
          const file = manifest[`${area}/messages/${language}.json`]?.file;
          if (file) js.add(file);
        }
        if (language === 'es') {
          for (const file of coreTextsPart(/i18n\/es\/general\.ts$/)) js.add(file);
          if (reportTexts)
            for (const pattern of [/i18n\/es\/report\.ts$/, /i18n\/es\/rent-caps\.ts$/])
              for (const file of coreTextsPart(pattern)) js.add(file);
        }
        return [[name, kb([...js].reduce((total, file) => total + gz(file), 0))]];
      }),
    );
  return {
    languages,
    browserRenderedPages: {
      beforeFirstPaintJsGzipKb: kb(sum(files(entry), '.js')),
      jsToContentGzipKb: { en: toContent('en'), es: toContent('es') },
    },
    landingBeforeFirstPaintJsGzipKb: kb(landing.en[0] ? gz(landing.en[0]) : 0),
    landingInitialJsGzipKb: kb(landing.en.reduce((total, file) => total + gz(file), 0)),
    landingInitialJsFiles: landing.en.length,
    landingInitialJsGzipKbEs: kb(landing.es.reduce((total, file) => total + gz(file), 0)),
    totalJsGzipKb: kb([...new Set(allJs)].reduce((s, f) => s + gz(f), 0)),
    lazyPageChunks: pageChunks.length,
    largestPageChunks: pageChunks.slice(0, 3),
  };
}
