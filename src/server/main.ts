import { ConfigError, loadConfig, longestReportRun } from './config';
import { DatabaseUnavailableError } from './db/client';
import { createLogger } from './logger';
import { startServer } from './server';
import { APP_VERSION } from './version';

// Process entry: configuration, start-up, graceful shutdown on SIGTERM/SIGINT.
async function main() {
  let config;
  try {
    config = loadConfig(process.env, APP_VERSION);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`RentValue cannot start. ${error.message}\nSee .env.example for every variable.\n`);
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  if (config.SHUTDOWN_TIMEOUT_MS < longestReportRun(config)) {
    // A run cut off by the shutdown is failed by the next sweep, credit returned; the renter waited for nothing.
    logger.warn(
      { shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS, longestReportRunMs: longestReportRun(config) },
      'SHUTDOWN_TIMEOUT_MS is shorter than the longest report run; unset it to use the default, which covers it',
    );
  }
  let server;
  try {
    server = await startServer(config, logger);
  } catch (error) {
    const message =
      error instanceof DatabaseUnavailableError ? error.message : `Start-up failed: ${(error as Error).message}`;
    logger.fatal({ err: error }, message);
    process.stderr.write(`RentValue cannot start. ${message}\n`);
    process.exit(1);
  }
  logger.info({ url: server.url, database: server.database.kind, version: config.version }, 'RentValue is serving');
  process.stdout.write(`RentValue ${config.version} is serving at ${server.url} (database: ${server.database.kind})\n`);

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

void main();
