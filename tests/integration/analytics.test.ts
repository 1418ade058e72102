import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViewReport } from '#server/analytics/page-view-report';
import { loadConfig } from '#server/config';
import { pageViews } from '#server/db/schema';
import { spawnOwned } from '../helpers/child-processes';
import { startTestServer, type TestServer } from '../helpers/test-server';

// First-party page views reported by path and day (npm run analytics:report), and the optional GA4 / Plausible
// settings: handed to the web app in <meta> tags, and allowed by the CSP only when configured.

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'rv-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>RentValue</title></head><body></body></html>',
  );
  // The report reads views dated in 2025: the retention job (400 days by default) must not prune them mid-test.
  server = await startTestServer({ WEB_DIST_DIR: dist, RETENTION_PAGE_VIEWS_DAYS: '36500' });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('page view report', () => {
  it('counts views by path and UTC day over the last N days, today included', async () => {
    const at = (iso: string) => new Date(iso);
    await server.database.db.insert(pageViews).values([
      { path: '/', viewedAt: at('2025-03-10T23:59:00Z') },
      { path: '/', viewedAt: at('2025-03-10T08:00:00Z') },
      { path: '/research', viewedAt: at('2025-03-10T09:00:00Z') },
      { path: '/', viewedAt: at('2025-03-09T00:00:00Z') },
      { path: '/contact', viewedAt: at('2025-03-08T12:00:00Z') },
      // The day before the window: left out.
      { path: '/old', viewedAt: at('2025-03-07T23:59:59Z') },
    ]);
    const report = await pageViewReport(server.database.db, { days: 3, now: at('2025-03-10T12:00:00Z') });
    expect(report).toEqual({
      from: '2025-03-08',
      to: '2025-03-10',
      days: 3,
      total: 5,
      byDay: [
        { day: '2025-03-10', path: '/', views: 2 },
        { day: '2025-03-10', path: '/research', views: 1 },
        { day: '2025-03-09', path: '/', views: 1 },
        { day: '2025-03-08', path: '/contact', views: 1 },
      ],
      byPath: [
        { path: '/', views: 3 },
        { path: '/contact', views: 1 },
        { path: '/research', views: 1 },
      ],
    });
    const today = await pageViewReport(server.database.db, { days: 1, now: at('2025-03-10T12:00:00Z') });
    expect(today.total).toBe(3);
  });
});

function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawnOwned(process.execPath, ['--import', 'tsx', 'src/cli/analytics-report.ts', ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run analytics:report', () => {
  it('prints the report from a fresh database, as text and as JSON, and refuses a bad --days', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rv-analytics-'));
    try {
      const text = await runCli(['--days', '7'], { DATA_DIR: dataDir });
      expect(text.code).toBe(0);
      expect(text.stdout).toMatch(
        /^Page views, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(UTC, 7 days\): 0\nNo page views recorded in this window\.\n$/,
      );
      const json = await runCli(['--json'], { DATA_DIR: dataDir });
      expect(json.code).toBe(0);
      expect(JSON.parse(json.stdout)).toMatchObject({ days: 30, total: 0, byDay: [], byPath: [] });
      const bad = await runCli(['--days', '0'], { DATA_DIR: dataDir });
      expect(bad.code).toBe(64);
      expect(bad.stderr).toContain('--days must be a whole number from 1 to 3660.');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Three processes through tsx on a fresh embedded database: seconds on a quiet machine, minutes at a load of 8.
  }, 240_000);
});

describe('optional third-party analytics', () => {
  it('is off by default: no settings in the page, nothing extra in the CSP', async () => {
    const res = await server.api('/');
    const html = await res.text();
    expect(html).not.toContain('rv-analytics');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/googletagmanager|google-analytics|plausible/);
  });

  it('hands GA4 and Plausible settings to the web app and allows their origins', async () => {
    const configured = await startTestServer({
      WEB_DIST_DIR: dist,
      GA_MEASUREMENT_ID: 'G-TEST12345',
      PLAUSIBLE_DOMAIN: 'rentvalue.example.com',
      PLAUSIBLE_SCRIPT_URL: 'https://stats.example.org/js/script.js',
    });
    try {
      const res = await configured.api('/contact');
      const html = await res.text();
      expect(html).toContain('<meta name="rv-analytics-ga" content="G-TEST12345">');
      expect(html).toContain('<meta name="rv-analytics-plausible-domain" content="rentvalue.example.com">');
      expect(html).toContain(
        '<meta name="rv-analytics-plausible-script" content="https://stats.example.org/js/script.js">',
      );
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/stats\.example\.org;/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com[^;]*https:\/\/stats\.example\.org/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    } finally {
      await configured.close();
    }
  });

  it('refuses a malformed measurement id at start-up', async () => {
    expect(() => loadConfig({ GA_MEASUREMENT_ID: 'UA-12345-1' })).toThrow(
      /GA_MEASUREMENT_ID="UA-12345-1": must be a GA4 measurement id/,
    );
    expect(() => loadConfig({ PLAUSIBLE_DOMAIN: 'https://rentvalue.example.com/' })).toThrow(/PLAUSIBLE_DOMAIN/);
  });
});
