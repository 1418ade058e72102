import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: outgoing email lands in its mail/ folder as .eml files. */
    dataDir: string;
  }
}

/**
 * The suite runs the production server on the built-in stand-ins (TEST MODE checkout, sample market, .eml mail read
 * from DATA_DIR/mail, generated secret), which production refuses unless each is allowed (decision 050).
 */
const ALLOW_STAND_INS = { ALLOW_TEST_CHECKOUT: 'true', ALLOW_SAMPLE_MARKET: 'true', ALLOW_FILE_MAIL: 'true', ALLOW_GENERATED_SECRET: 'true' };

let child: ChildProcess | undefined;
let dataDir: string | undefined;

/** Starts the production server (built web app, fresh embedded database) once for the browser tests. */
export async function setup(project: TestProject) {
  if (!existsSync('dist/web/index.html')) throw new Error('Run `vite build` first (npm run test:e2e does).');
  dataDir = mkdtempSync(path.join(tmpdir(), 'rv-e2e-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // TRUST_PROXY=1, one proxy in front as in production: each browser context plays that proxy and sends its own
    // address as the X-Forwarded-For entry the proxy would append (openPage), so the many sign-ups of the suite
    // count as many people, as they would in real use, and per-address limits do not trip across test files.
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: '1', ...ALLOW_STAND_INS },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
    child!.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /serving at (\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child!.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  project.provide('baseUrl', url);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
