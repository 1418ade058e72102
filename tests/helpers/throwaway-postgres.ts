import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of its own for a test that must stop and start the server (a fault drill), so that no other
 * test file sharing the main test cluster is disturbed. Loopback only, trust authentication, fsync off: a
 * throwaway. Needs the PostgreSQL server binaries (PG_BIN_DIR, else the newest /usr/lib/postgresql/N/bin). Run as
 * root (CI), the cluster belongs to the `postgres` OS user, since PostgreSQL refuses to run as root.
 */
export interface ThrowawayPostgres {
  /** postgres://rentvalue:rentvalue@127.0.0.1:PORT/rentvalue_drill, owned by the role `rentvalue`. */
  url: string;
  port: number;
  /** Stops the server (`-m fast`: sessions are ended, as on a restart); resolves when it is down. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port; resolves when it accepts connections (`pg_ctl -w`). */
  start(): Promise<void>;
  /** Stops it (if running) and deletes its files; safe to call more than once, never throws. */
  destroy(): Promise<void>;
}

function binDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error('no PostgreSQL server binaries: set PG_BIN_DIR (the folder with initdb and pg_ctl)');
  return path.join(root, versions[0]!, 'bin');
}

async function freeLoopbackPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir();
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'rv-pg-drill-'));
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  const logFile = path.join(dir, 'postgres.log');
  mkdirSync(socketDir);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    for (const p of [dir, socketDir]) chownSync(p, Number(stdout.trim()), Number(gid.trim()));
  }
  /** A server binary, as the postgres OS user when this process is root. */
  const pgCommand = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]) : run(path.join(bin, name), args);

  const port = await freeLoopbackPort();
  await pgCommand('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  let running = false;
  const start = async () => {
    await pgCommand('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await pgCommand('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
    running = false;
  };
  let destroyed = false;
  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    if (running || existsSync(path.join(dataDir, 'postmaster.pid'))) await stop('immediate').catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await start();
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    try {
      await admin.query(`create role rentvalue login password 'rentvalue'`);
      await admin.query('create database rentvalue_drill owner rentvalue');
    } finally {
      await admin.end();
    }
  } catch (error) {
    await destroy();
    throw error;
  }
  return { url: `postgres://rentvalue:rentvalue@127.0.0.1:${port}/rentvalue_drill`, port, stop, start, destroy };
}
