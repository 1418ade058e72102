import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createServices, type Services } from './services';

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseHandle;
  services: Services;
  /** Answers new requests 503 (Retry-After), lets the runs and requests in flight finish, then closes the database. */
  stop(): Promise<void>;
}

/** Opens and migrates the database, then serves the app. Used by main.ts and by the tests. */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    poolMax: config.DATABASE_POOL_MAX,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  let boundOrigin = `http://localhost:${config.PORT}`;
  let services;
  try {
    services = await createServices({
      config,
      db: database.db,
      logger,
      publicOrigin: () => config.PUBLIC_URL?.replace(/\/+$/, '') ?? boundOrigin,
    });
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  const app = createApp({ config, database, logger, services });
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => resolve(s));
    s.once('error', reject);
  });
  let stopping: Promise<void> | undefined;
  // While draining, every answer closes its connection: a balancer's keep-alive connection would otherwise go on
  // bringing requests to this process (server.close() only ends the idle ones), and the drain would never end.
  server.on('request', (_request, response: ServerResponse) => {
    if (stopping && !response.headersSent) response.setHeader('connection', 'close');
  });
  const port = (server.address() as AddressInfo).port;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  boundOrigin = `http://${host}:${port}`;
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL)
    logger.warn(
      { origin: boundOrigin },
      'PUBLIC_URL is not set: links in emails, the sitemap and canonical tags use the address the server listens on; set PUBLIC_URL to the site’s public address',
    );
  services.outbox.start();
  services.retention.start();
  // Runs a crash left behind are failed, their credit returned: now, then every REPORT_SWEEP_INTERVAL_MS.
  services.reportSweeper.start();
  return {
    url: `http://${host}:${port}`,
    port,
    database,
    services,
    stop() {
      stopping ??= (async () => {
        // New requests are answered 503 with Retry-After from now on (app.ts), the listener kept open, so that a
        // client or a proxy is told to come back rather than refused (decision 080); the report runs in progress,
        // even those whose browser left, end before the database closes (the grace period SHUTDOWN_TIMEOUT_MS covers
        // the longest run). Then the listener closes, once the requests still being answered are.
        await services.reportRuns.drain();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Idle keep-alive sockets would hold close() open.
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        await services.reportSweeper.stop();
        await services.outbox.stop();
        await services.retention.stop();
        services.sessionEnder.stop();
        await database.close();
      })();
      return stopping;
    },
  };
}
