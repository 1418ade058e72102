import cluster, { type Worker } from 'node:cluster';
import { longestReportRun, type Config } from './config';
import { createLogger } from './logger';
import { STOP_MESSAGE } from './stop-message';

/** How long the primary waits past SHUTDOWN_TIMEOUT_MS for its workers (which time out themselves) before killing them. */
const PRIMARY_GRACE_MS = 5_000;

/**
 * The cluster primary (decision 064): forks `workers` server processes that share the port (Node hands each
 * connection to a worker in turn), says "is serving" once every worker listens, passes SIGTERM/SIGINT on as a
 * drain and exits when they have all ended. It opens no database and loads none of the app: each worker migrates
 * under the migration lock as any instance does, and the background jobs are safe to run in every worker.
 * A worker that ends while serving is replaced; one that ends before it ever served fails the start-up.
 */
export function runClusterPrimary(config: Config, workers: number): void {
  const logger = createLogger(config.LOG_LEVEL);
  if (config.SHUTDOWN_TIMEOUT_MS < longestReportRun(config)) {
    // Said once here rather than by every worker (server-process.ts says it when there is no cluster).
    logger.warn(
      { shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS, longestReportRunMs: longestReportRun(config) },
      'SHUTDOWN_TIMEOUT_MS is shorter than the longest report run; unset it to use the default, which covers it',
    );
  }
  /** Workers not yet exited (cluster.workers drops one only once both its exit and its disconnect are seen). */
  const live = new Set<Worker>();
  const listening = new Set<number>();
  let serving = false;
  let stopping = false;
  let failed = false;

  const fork = () => live.add(cluster.fork());
  // A serving worker is asked by message, whatever the primary got: when the process group is stopped (Ctrl-C,
  // `kill -TERM -<pgid>`) each worker has its own signal too, and a second signal would end it at once instead of
  // letting it drain (decision 080). A worker still starting up is sent SIGTERM and stops without serving.
  const stopAll = () => {
    for (const worker of live) {
      if (listening.has(worker.id) && worker.isConnected()) worker.send(STOP_MESSAGE);
      else worker.process.kill('SIGTERM');
    }
  };

  cluster.on('listening', (worker: Worker, address) => {
    listening.add(worker.id);
    if (serving || listening.size < workers) return;
    serving = true;
    const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
    const url = `http://${host}:${address.port}`;
    const database = config.DATABASE_URL ? 'postgres' : 'pglite';
    logger.info({ url, database, version: config.version, workers }, 'RentValue is serving');
    process.stdout.write(
      `RentValue ${config.version} is serving at ${url} (database: ${database}, ${workers} workers)\n`,
    );
  });

  cluster.on('exit', (worker: Worker, code, signal) => {
    live.delete(worker);
    const served = listening.delete(worker.id);
    // Drained and exited 0; or, still starting when asked to stop, ended by the SIGTERM: nothing was in flight.
    const clean = (code === 0 && !signal) || (stopping && !served && signal === 'SIGTERM');
    if (stopping) {
      failed ||= !clean;
      if (live.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!served) {
      // It said why (a bad database URL, a migration that failed); the others would only say it again.
      process.stderr.write(`RentValue cannot start: a worker exited (${signal ?? code}) before it served.\n`);
      stopping = true;
      failed = true;
      stopAll();
      if (live.size === 0) process.exit(1);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'a worker ended while serving; starting another');
    fork();
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: listening.size }, 'shutting down');
    stopAll();
    const force = setTimeout(() => {
      logger.error('workers did not end in time; killing them');
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + PRIMARY_GRACE_MS);
    force.unref();
  };
  // As in a worker: the second SIGTERM/SIGINT ends the primary at once, and Node ends its workers with it.
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  if (process.send) process.once('disconnect', () => shutdown('launcher exited'));
  process.on('message', (message) => {
    if (message === STOP_MESSAGE) shutdown('stop from the launcher');
  });

  for (let i = 0; i < workers; i++) fork();
}
