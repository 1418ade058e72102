import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../../tests/helpers/app-process';

// `npm ci && npm start` on a fresh clone: no web build yet, no server build, no NODE_ENV, no configuration. start.ts
// builds the web app and the server, then runs the built server with plain node on the built-in defaults. (Vite's
// build used to leave NODE_ENV=production behind in the process, and the server then refused the built-in defaults
// as production does.)

let app: AppProcess | undefined;
const dist = mkdtempSync(path.join(tmpdir(), 'rv-start-dist-'));
// Inside the project, as dist/server is: the built server imports the packages from its node_modules.
mkdirSync('dist', { recursive: true });
const serverDist = path.relative(process.cwd(), mkdtempSync(path.join('dist', 'test-start-server-')));

afterAll(async () => {
  app?.kill('SIGTERM');
  await app?.exited;
  rmSync(dist, { recursive: true, force: true });
  rmSync(serverDist, { recursive: true, force: true });
});

describe('npm start (src/cli/start.ts)', () => {
  it('builds the missing web app and server, then serves with the built server on the built-in defaults', async () => {
    rmSync(dist, { recursive: true, force: true });
    rmSync(serverDist, { recursive: true, force: true });
    app = await startAppProcess(
      'start',
      { DATA_DIR: 'memory://', WEB_DIST_DIR: dist, SERVER_DIST_DIR: serverDist, LOG_LEVEL: 'warn' },
      { entry: 'src/cli/start.ts' },
    );
    expect(app.lines).toContain('Building the web app (no build found)...');
    expect(app.lines).toContain('Building the server (no build found)...');
    expect(existsSync(path.join(dist, 'index.html'))).toBe(true);
    // The launcher's one child is the built server, run by node without tsx.
    const [server] = readFileSync(`/proc/${app.pid}/task/${app.pid}/children`, 'utf8').trim().split(/\s+/);
    expect(readFileSync(`/proc/${server}/cmdline`, 'utf8').split('\0').slice(1, -1)).toEqual([
      path.resolve(serverDist, 'main.js'),
    ]);
    const health = await fetch(`${app.url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', reachable: true } });
    const home = await fetch(`${app.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    // SIGTERM to `npm start` drains the server, which exits cleanly, and so does the launcher.
    app.kill('SIGTERM');
    expect(await app.exited).toBe('0');
  }, 240_000);
});
