import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The script files the app's start needs, as absolute paths, from the build's manifest: every chunk the entry
 * (main.tsx) imports dynamically (the app, src/web/start-app.tsx, and the parts lib/start-in-parts.ts evaluates
 * first) with every chunk those import statically, less what the entry itself imports (it arrived before the first
 * paint). A prerendered page names them (decision 075), so that once it has
 * painted the entry can fetch them all at once and then run the heaviest in parts.
 */
export function appStartChunks(outDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = entry?.dynamicImports ?? [];
  if (!loaded.some((key) => /(^|\/)start-app\.tsx$/.test(key)))
    throw new Error('The entry does not load the app (start-app.tsx)');
  const closure = (keys: readonly string[], files = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) continue;
      files.add(chunk.file);
      closure(chunk.imports ?? [], files);
    }
    return files;
  };
  // What the entry imports statically arrived with it, before the first paint.
  const arrived = closure(entry?.imports ?? []);
  return [...closure(loaded)].filter((file) => file.endsWith('.js') && !arrived.has(file)).map((file) => `/${file}`);
}

/** The document with the list of the app's start chunks in a `<meta>` of this name, which runs nothing. */
export function withAppStartChunks(html: string, metaName: string, chunks: readonly string[]): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `<meta name="${metaName}" content="${chunks.join(' ')}">\n  </head>`);
}
