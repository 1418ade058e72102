import type { ChildProcess } from 'node:child_process';
import { spawnOwned } from './child-processes';

// The real process entry (src/server/main.ts), as `npm start` runs it after the build step.
export function runMain(env: Record<string, string>, onReady?: (child: ChildProcess, out: string) => void) {
  return new Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawnOwned(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (onReady && stdout.includes('is serving at')) onReady(child, stdout);
    });
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }));
  });
}

// Each run starts `node --import tsx` (a few seconds of compiling on a quiet machine): "fails fast" means it gives up
// after DATABASE_CONNECT_TIMEOUT_MS instead of hanging, not within the test's time limit, which holds at a load of 8.
export const PROCESS_TIMEOUT_MS = 120_000;
