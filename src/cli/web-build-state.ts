import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Inputs of the web build: if any is newer than the built index.html, the build is stale. */
const INPUTS = ['src/web', 'src/core', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time of a file, or of anything in a folder (node_modules and dot-files left out); 0 if missing. */
export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why the web app needs building, or null when dist is up to date. */
export function webBuildNeeded(root: string, distDir: string): string | null {
  const index = path.resolve(root, distDir, 'index.html');
  if (!existsSync(index)) return 'no build found';
  const built = statSync(index).mtimeMs;
  const newest = Math.max(...INPUTS.map((input) => newestMtime(path.resolve(root, input))));
  return newest > built ? 'sources changed since the last build' : null;
}
