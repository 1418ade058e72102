import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { newestMtime } from './web-build-state';

// The production server as one JavaScript file (decision 064): src/server/main.ts and everything of ours it imports,
// bundled by esbuild (tsx's own compiler, so the code means what it means under tsx); the packages in node_modules
// stay imports. Production then runs plain `node`, without tsx compiling every module at start-up and keeping its
// loader thread for the life of the process.

/** Where the built server goes unless SERVER_DIST_DIR says otherwise (relative to the project root). */
export const DEFAULT_SERVER_DIST_DIR = './dist/server';
export const SERVER_ENTRY = 'main.js';

/** Inputs of the server build: if any is newer than the built file, the build is stale. */
const INPUTS = ['src/server', 'src/core', 'package.json', 'package-lock.json', 'tsconfig.json'];

/** Why the server needs building, or null when the build is up to date. */
export function serverBuildNeeded(root: string, distDir: string): string | null {
  const entry = path.resolve(root, distDir, SERVER_ENTRY);
  if (!existsSync(entry)) return 'no build found';
  const newest = Math.max(...INPUTS.map((input) => newestMtime(path.resolve(root, input))));
  return newest > newestMtime(entry) ? 'sources changed since the last build' : null;
}

/**
 * A module that finds files next to itself (the migrations, the benchmark tables, package.json) keeps finding them
 * in src/: its `import.meta.url` becomes its source file's address, relative to the bundle, so the build can move
 * with the project (a container image) but not away from it.
 */
function sourceLocations(outDir: string): Plugin {
  return {
    name: 'source-locations',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        const here = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', here), loader: 'ts' };
      });
    },
  };
}

/**
 * Builds src/server/main.ts into DIST (main.js and the chunks it imports when it runs: a cluster primary loads none of
 * the app). Built beside it, then put in its place, so a server starting meanwhile never meets half a build.
 */
export async function buildServer(root: string, distDir: string): Promise<string> {
  const { build, stop } = await import('esbuild');
  const outDir = path.resolve(root, distDir);
  const partial = `${outDir}.${process.pid}.partial`;
  const previous = `${outDir}.${process.pid}.previous`;
  rmSync(partial, { recursive: true, force: true });
  try {
    await build({
      absWorkingDir: root,
      entryPoints: [path.join(root, 'src/server/main.ts')],
      outdir: partial,
      // Every file in one folder: the source locations above are relative to it.
      entryNames: '[name]',
      chunkNames: '[name]-[hash]',
      splitting: true,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Packages are imported from node_modules at run time (PGlite finds its WASM next to itself); our `#server/*`
      // and `#core/*` imports are bundled.
      packages: 'external',
      logLevel: 'warning',
      plugins: [sourceLocations(outDir)],
      banner: { js: '// Built from src/server by src/cli/server-build.ts (npm run build:server); do not edit.' },
    });
    if (existsSync(outDir)) renameSync(outDir, previous);
    try {
      renameSync(partial, outDir);
    } catch (error) {
      // Another build (a test run, a second `npm start`) put its own in place first: it is as new as this one.
      if (!existsSync(path.join(outDir, SERVER_ENTRY))) throw error;
    }
  } finally {
    rmSync(partial, { recursive: true, force: true });
    rmSync(previous, { recursive: true, force: true });
    // esbuild's compiler process would otherwise stay beside `npm start`'s launcher for good.
    await stop();
  }
  return path.join(outDir, SERVER_ENTRY);
}
