import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnOwned } from './child-processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppProcess {
  name: string;
  /** http://127.0.0.1:PORT, the instance itself (not through the balancer). */
  url: string;
  port: number;
  pid: number;
  /** Every line the process wrote (its JSON request log and the start-up line), in order. */
  lines: string[];
  /** Its request log (pino JSON lines, path = the route pattern), e.g. to see which instance served what. */
  requestLog(): { method: string; path: string; status: number }[];
  /** Waits for the process to end (after kill or a shutdown); resolves with its exit code or signal. */
  exited: Promise<string>;
  /** null while it runs, then how it ended. */
  exitCode(): string | null;
  kill(signal: NodeJS.Signals): void;
}

/**
 * One app instance as operators run it: `node --import tsx src/server/main.ts` (or `entry`, e.g. `src/cli/start.ts`,
 * what `npm start` runs) in its own process, configured only by its environment (nothing of this process's own). Resolves once it says it is serving; rejects with what it wrote if it exits first.
 */
export function startAppProcess(
  name: string,
  env: Record<string, string>,
  options: { entry?: string; node?: boolean } = {},
): Promise<AppProcess> {
  const entry = options.entry ?? 'src/server/main.ts';
  // `node`: a built JavaScript entry (dist/server/main.js), run as production runs it, without tsx.
  const child: ChildProcess = spawnOwned(process.execPath, options.node ? [entry] : ['--import', 'tsx', entry], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let ended: string | null = null;
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = signal ?? String(code);
      resolve(ended);
    }),
  );
  return new Promise<AppProcess>((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        const serving = /is serving at (http:\/\/\S+)/.exec(line);
        if (serving) {
          const url = serving[1]!;
          resolve({
            name,
            url,
            port: Number(new URL(url).port),
            pid: child.pid ?? 0,
            lines,
            requestLog: () =>
              lines.flatMap((l) => {
                if (!l.startsWith('{')) return [];
                const entry = JSON.parse(l) as { msg?: string; path?: string; method?: string; status?: number };
                return entry.msg === 'request' && entry.path && entry.method && entry.status
                  ? [{ method: entry.method, path: entry.path, status: entry.status }]
                  : [];
              }),
            exited,
            exitCode: () => ended,
            kill: (signal) => child.kill(signal),
          });
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((how) => reject(new Error(`${name} exited (${how}) before serving:\n${lines.join('\n')}`)));
  });
}
