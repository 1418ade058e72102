import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig, serverWorkers } from './config';
import { APP_VERSION } from './version';

// Process entry: configuration, then either the one serving process, or (several workers on PostgreSQL, decision
// 064) a cluster primary that forks them. Each role is imported only where it runs: the primary never loads the app.
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
const workers = serverWorkers(config, availableParallelism());
if (cluster.isPrimary && workers > 1) {
  const { runClusterPrimary } = await import('./cluster-primary');
  runClusterPrimary(config, workers);
} else {
  const { runServerProcess } = await import('./server-process');
  await runServerProcess(config);
}
