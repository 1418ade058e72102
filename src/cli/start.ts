import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, DEFAULT_SERVER_DIST_DIR, serverBuildNeeded, SERVER_ENTRY } from './server-build';
import { STOP_MESSAGE } from '#server/stop-message';
import { webBuildNeeded } from './web-build-state';

// `npm start`: build the web app and the server when missing or stale, then run the built server (which migrates the
// database) as plain JavaScript in a process of its own, without tsx (decision 064). This launcher stays to pass on
// a stop (SIGTERM/SIGINT) and the server's exit code. The npm script runs it with `exec`, so that npm's own SIGTERM
// reaches it rather than a shell between them (which would die and leave the server running).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = process.env.WEB_DIST_DIR || './dist/web';
/** Where the server is built; only tests set it. */
const serverDir = process.env.SERVER_DIST_DIR || DEFAULT_SERVER_DIST_DIR;

const webReason = webBuildNeeded(root, distDir);
if (webReason) {
  process.stdout.write(`Building the web app (${webReason})...\n`);
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

const serverReason = serverBuildNeeded(root, serverDir);
if (serverReason) {
  process.stdout.write(`Building the server (${serverReason})...\n`);
  await buildServer(root, serverDir);
  process.stdout.write('Server built.\n');
}

// Plain node: without this process's `--import tsx`.
const server = fork(path.resolve(root, serverDir, SERVER_ENTRY), [], { execArgv: [], stdio: 'inherit' });
// A stop is passed on as a message, not as a signal (decision 080): stopping the process group (`kill -TERM -<pgid>`,
// Ctrl-C in a terminal) signals the server itself too, and a second signal would end it at once instead of letting
// it drain. The server drains once, however many times it is asked; this launcher stays until it has ended.
const passOn = () => {
  if (server.connected) server.send(STOP_MESSAGE);
};
process.on('SIGTERM', passOn);
process.on('SIGINT', passOn);
// Started through a shell that has gone (npm was stopped, and its shell with it, before this process heard of it):
// stop rather than serve on as an orphan.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) passOn();
}, 1_000).unref();
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
