import pino, { type Logger } from 'pino';
import { loadConfig } from '#server/config';
import { startServer, type RunningServer } from '#server/server';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestServer extends RunningServer {
  /** fetch against the server: `api('/api/health')`. */
  api(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real server on a random port over a fresh database (a copy of the run's migrated one, or with `emptyDatabase`
 * an empty one that the server migrates as it starts); outside services stay at their defaults. Logs go nowhere
 * unless a logger is given (tests/helpers/log-capture.ts keeps its lines). With `databaseUrl` it runs on that
 * PostgreSQL database instead (e.g. a throwaway cluster of the test's own), which close() leaves in place.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { logger?: Logger; databaseUrl?: string; emptyDatabase?: boolean } = {},
): Promise<TestServer> {
  const database: TestDatabase = options.databaseUrl
    ? { url: options.databaseUrl, dataDir: 'memory://', drop: async () => {} }
    : await createTestDatabase({ empty: options.emptyDatabase ?? false });
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      WEB_DIST_DIR: './tests/helpers/no-web-build',
      // Cheap proof of work: the tests solve many challenges.
      ALTCHA_COST: '1',
      ...env,
    },
    'test',
  );
  const server = await startServer(config, options.logger ?? pino({ level: 'silent' }));
  return {
    ...server,
    api: (path, init) => fetch(new URL(path, server.url), init),
    close: async () => {
      await server.stop();
      await database.drop();
    },
  };
}

export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}
