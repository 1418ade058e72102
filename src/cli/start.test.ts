import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../../tests/helpers/app-process';

// `npm ci && npm start` on a fresh clone: no web build yet, no NODE_ENV, no configuration. start.ts builds the web
// app, then serves it on the built-in defaults. (Vite's build used to leave NODE_ENV=production behind in the
// process, and the server then refused the built-in defaults as production does.)

let app: AppProcess | undefined;
const dist = mkdtempSync(path.join(tmpdir(), 'rv-start-dist-'));

afterAll(async () => {
  app?.kill('SIGTERM');
  await app?.exited;
  rmSync(dist, { recursive: true, force: true });
});

describe('npm start (src/cli/start.ts)', () => {
  it('builds the missing web app, then serves it on the built-in defaults', async () => {
    rmSync(dist, { recursive: true, force: true });
    app = await startAppProcess('start', { DATA_DIR: 'memory://', WEB_DIST_DIR: dist, LOG_LEVEL: 'warn' }, { entry: 'src/cli/start.ts' });
    expect(app.lines).toContain('Building the web app (no build found)...');
    expect(existsSync(path.join(dist, 'index.html'))).toBe(true);
    const health = await fetch(`${app.url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', reachable: true } });
    const home = await fetch(`${app.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
  }, 240_000);
});
