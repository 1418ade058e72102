import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The built-in stand-ins (TEST MODE checkout, sample market, .eml mail in DATA_DIR/mail, generated secret), which
 * production refuses unless each is allowed (decision 050).
 */
export const ALLOW_STAND_INS = {
  ALLOW_TEST_CHECKOUT: 'true',
  ALLOW_SAMPLE_MARKET: 'true',
  ALLOW_FILE_MAIL: 'true',
  ALLOW_GENERATED_SECRET: 'true',
} as const;

export type ProductionServer = { child: ChildProcess; url: string };

/**
 * Starts the production server as `npm start` runs it (NODE_ENV=production, the built web app from dist/web) as a
 * process of its own on a free loopback port, on the built-in stand-ins and a fresh DATA_DIR; `env` adds or
 * overrides variables (DATABASE_URL, TRUST_PROXY…). Resolves with the URL it prints once it serves.
 */
export async function startProductionServer(dataDir: string, env: NodeJS.ProcessEnv = {}, timeoutMs = 120_000): Promise<ProductionServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...ALLOW_STAND_INS, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), timeoutMs);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /serving at (\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return { child, url };
}

/** SIGTERM, then waits for the process to exit (it drains first). */
export async function stopProductionServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
