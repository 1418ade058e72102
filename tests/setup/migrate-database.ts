import { openDatabase } from '#server/db/client';

// Run by tests/setup/integration-database.ts in a process of its own: applies the migrations to the database of
// DATABASE_URL, else to the embedded one in DATA_DIR (created there first), as the server does when it starts, and
// ends. The test runner's own process never opens PGlite, whose WebAssembly memory a process does not give back.

const handle = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? 'memory://' });
try {
  await handle.migrate();
} finally {
  await handle.close();
}
