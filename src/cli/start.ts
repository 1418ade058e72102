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
  // Vite's build sets NODE_ENV=production in this process when it is unset; the server started below must see the
  // operator's own (unset means development), or it would refuse the built-in defaults as production does.
  const nodeEnv = process.env.NODE_ENV;
  await build({
    root: path.join(root, 'src/web'),
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    // Into the folder the server serves (and the check above looked at), WEB_DIST_DIR or dist/web.
    build: { outDir: path.resolve(root, distDir), emptyOutDir: true },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  process.stdout.write('Web app built.\n');
}
await import('#server/main');
