import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildNeeded } from './web-build-state';

// `npm start`: build the web app when it is missing or stale, then run the server (which migrates the database).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = process.env.WEB_DIST_DIR || './dist/web';
const reason = webBuildNeeded(root, distDir);
if (reason) {
  process.stdout.write(`Building the web app (${reason})...\n`);
  const { build } = await import('vite');
  await build({ root: path.join(root, 'src/web'), configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  process.stdout.write('Web app built.\n');
}
await import('#server/main');
