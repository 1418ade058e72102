import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnOwned } from './child-processes';
import { buildServer, DEFAULT_SERVER_DIST_DIR, serverBuildNeeded, SERVER_ENTRY } from '../../src/cli/server-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The built-in stand-ins (TEST MODE checkout, sample market, .eml mail in DATA_DIR/mail, generated secret), which
 * production refuses unless each is allowed (decision 050).
 */
export const ALLOW_STAND_INS = {
  ALLOW_TEST_CHECKOUT: 'true',
  ALLOW_SAMPLE_MARKET: 'true',
  ALLOW_FILE_MAIL: 'true',
  ALLOW_GENERATED_SECRET: 'true',
} as const;

export type ProductionServer = { child: ChildProcess; url: string };

/**
 * Starts the production server as `npm start` runs it (NODE_ENV=production, the server built into dist/server and run
 * by plain node, the built web app from dist/web) as a process of its own on a free loopback port, on the built-in
 * stand-ins and a fresh DATA_DIR; `env` adds or overrides variables (DATABASE_URL, TRUST_PROXY, WEB_CONCURRENCY…).
 * Builds the server first when the build is missing or stale, as `npm start` does. Resolves with the URL it prints
 * once it serves (on PostgreSQL, once all its workers serve).
 */
export async function startProductionServer(
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
  timeoutMs = 180_000,
): Promise<ProductionServer> {
  if (serverBuildNeeded(root, DEFAULT_SERVER_DIST_DIR)) await buildServer(root, DEFAULT_SERVER_DIST_DIR);
  const child = spawnOwned(process.execPath, [path.join(root, DEFAULT_SERVER_DIST_DIR, SERVER_ENTRY)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...ALLOW_STAND_INS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), timeoutMs);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /serving at (\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return { child, url };
}

/** SIGTERM, then waits for the process to exit (it drains first; a cluster primary waits for its workers). */
export async function stopProductionServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
