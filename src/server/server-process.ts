import cluster from 'node:cluster';
import { longestReportRun, type Config } from './config';
import { DatabaseUnavailableError } from './db/client';
import { createLogger } from './logger';
import { startServer, type RunningServer } from './server';
import { STOP_MESSAGE } from './stop-message';

/**
 * One serving process: start-up, the "is serving" line (a cluster primary says it once for its workers), and the
 * graceful shutdown on SIGTERM/SIGINT, or on the stop message `npm start`'s launcher and the cluster primary send.
 */
export async function runServerProcess(config: Config): Promise<void> {
  const logger = createLogger(config.LOG_LEVEL);
  if (config.SHUTDOWN_TIMEOUT_MS < longestReportRun(config) && !cluster.isWorker) {
    // A run cut off by the shutdown is failed by the next sweep, credit returned; the renter waited for nothing.
    logger.warn(
      { shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS, longestReportRunMs: longestReportRun(config) },
      'SHUTDOWN_TIMEOUT_MS is shorter than the longest report run; unset it to use the default, which covers it',
    );
  }

  let server: RunningServer | undefined;
  let shuttingDown = false;
  const shutdown = (reason: string) => {
    // Ctrl-C reaches this process (SIGINT) and its launcher or primary, which passes it on (SIGTERM): one drain.
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal: reason }, 'shutting down');
    // Still starting: nothing served, nothing in flight.
    if (!server) process.exit(0);
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
  // The same signal twice (Ctrl-C twice) still ends the process at once, as the default action does. Registered
  // before start-up, so a process asked to stop while starting stops rather than going on to serve.
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  // `npm start`'s launcher and a cluster primary ask by message (decision 080): when the whole process group is
  // stopped this process has its own signal as well, and the request is then the same drain, not a second signal.
  process.on('message', (message) => {
    if (message === STOP_MESSAGE) shutdown(cluster.isWorker ? 'stop from the primary' : 'stop from the launcher');
  });
  // Started by `npm start`'s launcher, which has gone: drain rather than serve on without it. (A cluster worker whose
  // primary has gone is ended by Node itself.)
  if (process.send && !cluster.isWorker) process.once('disconnect', () => shutdown('launcher exited'));

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
  if (!cluster.isWorker) {
    process.stdout.write(
      `RentValue ${config.version} is serving at ${server.url} (database: ${server.database.kind})\n`,
    );
  }
}
