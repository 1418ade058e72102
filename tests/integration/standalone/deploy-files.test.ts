import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { defaultShutdownGraceMs } from '#core/report/report-run-budget';
import { loadConfig } from '#server/config';

// The operators' files (docs/deploy.md) are not run in CI (no Docker there); two-instances.postgres.test.ts runs
// their shape with deploy/nginx.conf itself. This keeps compose.yaml and the Dockerfile in line with that setup.

const compose = parse(readFileSync('compose.yaml', 'utf8')) as {
  services: Record<
    string,
    {
      environment?: Record<string, string>;
      volumes?: string[];
      stop_grace_period?: string;
      image?: string;
      build?: string;
    }
  >;
};
const nginxConf = readFileSync('deploy/nginx.conf', 'utf8');
const dockerfile = readFileSync('Dockerfile', 'utf8');

const apps = Object.entries(compose.services).filter(([, s]) => s.build === '.');

describe('deployment files', () => {
  it('compose runs two app instances from this image, and nginx balances exactly those', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    const upstreams = [...nginxConf.matchAll(/^\s*server (\S+):3000 /gm)].map((m) => m[1]);
    expect(upstreams).toEqual(['app1', 'app2']);
    expect(compose.services.nginx?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    // The nginx the test runs is Debian 12's (1.22).
    expect(compose.services.nginx?.image).toBe('nginx:1.22');
  });

  it('the apps run in production behind one proxy on the shared PostgreSQL, with a grace period over the app’s own', () => {
    const defaults = loadConfig({}, 'test');
    const graceMs = defaultShutdownGraceMs({
      geocoderTimeoutMs: defaults.GEOCODER_TIMEOUT_MS,
      rentDataTimeoutMs: defaults.RENT_DATA_TIMEOUT_MS,
      aiTimeoutMs: defaults.AI_TIMEOUT_MS,
    });
    for (const [, app] of apps) {
      expect(app.environment).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY: '1', PORT: '3000' });
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@db:5432\//);
      const grace = /^(\d+)s$/.exec(app.stop_grace_period ?? '');
      expect(Number(grace?.[1]) * 1000).toBeGreaterThan(graceMs);
    }
  });

  it('the image serves the built web app with the built server, checks /api/health, and stops with SIGTERM', () => {
    expect(dockerfile).toMatch(/RUN npm run build && npm run build:server/);
    expect(dockerfile).toMatch(/COPY --from=build \/app\/dist\/server \.\/dist\/server/);
    expect(dockerfile).toMatch(/WEB_DIST_DIR=\/app\/dist\/web/);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/);
    expect(dockerfile).toMatch(/STOPSIGNAL SIGTERM/);
    // The server built into plain JavaScript, without tsx (decision 064).
    expect(dockerfile).toMatch(/CMD \["node", "dist\/server\/main.js"\]/);
  });
});
