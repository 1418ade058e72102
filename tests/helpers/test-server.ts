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
      // Cheap proof of work and password hashes: the tests solve many challenges and make many accounts. (Production
      // refuses a cheap hash: a production server hashes at the real cost.)
      ALTCHA_COST: '1',
      ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: '1024' }),
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

/** What the shared server runs with: one trusted proxy, so each simulated client has its own address (freshClientIp). */
const SHARED_SERVER_ENV: Readonly<Record<string, string>> = { TRUST_PROXY: '1' };

let shared: Promise<TestServer> | undefined;

/**
 * One server for every test file of this worker that asks for it ("Start once", decision 068), on SHARED_SERVER_ENV and
 * the default outside services. The integration projects run without per-file isolation (vitest.config.ts,
 * `isolate: false`), so this module, and the server, outlive a test file; it ends with its worker, and the run's end
 * drops its database (tests/setup/integration-database.ts).
 *
 * For files whose subject is not start-up, configuration or process life. They keep their data apart as on a server
 * of their own: their own users (signUp), client addresses (freshClientIp) and rows, and assertions about them, never
 * about whole tables. A file that needs other settings, a logger of its own, or to stop the server starts its own
 * with startTestServer. The shared one refuses to be stopped.
 */
export function sharedTestServer(): Promise<TestServer> {
  shared ??= startTestServer({ ...SHARED_SERVER_ENV }).then(
    (server) => {
      const refuse = async () => {
        throw new Error(
          'the shared test server lasts as long as its worker: a test file does not stop it (startTestServer gives one that it may)',
        );
      };
      return { ...server, stop: refuse, close: refuse };
    },
    (error: unknown) => {
      shared = undefined;
      throw error;
    },
  );
  return shared;
}

export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}
