import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * The server's database for the listings commands: DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded one), read
 * through the same configuration as the server, and migrated so a fresh DATA_DIR works. The embedded database is
 * one process's: stop the server before importing into it.
 */
export async function openListingsDatabase(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  const config = loadConfig(env);
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    // One connection per batch the import writes at once (import-listings WRITES_IN_FLIGHT), and one spare.
    poolMax: 4,
  });
  await handle.migrate();
  return handle;
}
