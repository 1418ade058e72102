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
 * painted the entry can fetch them all at once and then run the heaviest in parts. `pageScripts` (absolute paths) are
 * the scripts of a page the server renders, listed after the app's start: its chunk and texts arrive in the same
 * round, not once the router asks for them.
 */
export function appStartChunks(outDir: string, pageScripts: readonly string[] = []): string[] {
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
  if (entry) arrived.add(entry.file);
  const files = new Set([...closure(loaded), ...pageScripts.map((script) => script.replace(/^\//, ''))]);
  return [...files].filter((file) => file.endsWith('.js') && !arrived.has(file)).map((file) => `/${file}`);
}
