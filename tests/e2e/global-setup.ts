import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProductionServer, stopProductionServer } from '../helpers/production-server';
import { startTileServer, stopTileServer, type TileServer } from './tile-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: outgoing email lands in its mail/ folder as .eml files. */
    dataDir: string;
    /** The map tiles' URL template (MAP_TILE_URL), on the stand-in tile server (tile-server.ts). */
    tileUrl: string;
  }
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;
let tiles: TileServer | undefined;

/** Starts the production server (built web app, a fresh copy of the migrated embedded database) once for the browser tests. */
export async function setup(project: TestProject) {
  if (!existsSync('dist/web/index.html')) throw new Error('Run `vite build` first (npm run test:e2e does).');
  dataDir = mkdtempSync(path.join(tmpdir(), 'rv-e2e-'));
  // The run's migrated database (tests/setup/integration-database.ts, the set-up before this one) as the server's
  // embedded database, so that it starts without creating and migrating one.
  const template = project.getProvidedContext().testDatabaseTemplate;
  if (template?.kind === 'pglite') cpSync(template.dir, path.join(dataDir, 'pglite'), { recursive: true });
  tiles = await startTileServer();
  // TRUST_PROXY=1, one proxy in front as in production: each browser context plays that proxy and sends its own
  // address as the X-Forwarded-For entry the proxy would append (openPage), so the many sign-ups of the suite
  // count as many people, as they would in real use, and per-address limits do not trip across test files.
  // ALTCHA_COST=1: a cheap proof of work, as the integration tests' servers have, so that the browser's many
  // human checks take milliseconds instead of half a second each. ALTCHA_COST is a setting production takes as it
  // is (no guard refuses a low one); the production default (1000) is proven by accounts.test.ts on a server of its own.
  // MAP_TILE_URL: the maps' tiles from the stand-in tile server.
  const server = await startProductionServer(
    dataDir,
    { TRUST_PROXY: '1', ALTCHA_COST: '1', MAP_TILE_URL: tiles.url },
    180_000,
  );
  child = server.child;
  const url = server.url;
  project.provide('baseUrl', url);
  project.provide('dataDir', dataDir);
  project.provide('tileUrl', tiles.url);
}

export async function teardown() {
  if (child) await stopProductionServer(child);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (tiles) await stopTileServer(tiles);
}
