import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnOwned } from './child-processes';
import { freePort } from './smtp-stand-in';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Nginx {
  /** http://127.0.0.1:PORT, the balancer. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx running the deployment's own deploy/nginx.conf, with only what differs on a test machine
 * rewritten: the upstream servers become the given loopback instances, `listen 80` a free loopback port, and the
 * pid, log and temp files go to a temp folder. `.ci/run` installs nginx when it is missing.
 */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rv-nginx-'));
  // Its workers run as an unprivileged user when the test runs as root.
  chmodSync(dir, 0o777);
  const port = await freePort();
  let conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const servers = [...conf.matchAll(/^\s*server app\d+:3000 (.*);$/gm)];
  if (servers.length !== 2) throw new Error('deploy/nginx.conf: expected the two upstream app servers');
  conf = conf.replace(/^(\s*)server app\d+:3000 .*;\n/gm, '');
  conf = conf.replace(
    /upstream rentvalue \{\n/,
    (head) => head + upstreams.map((u) => `    server ${u} ${servers[0]![1]};\n`).join(''),
  );
  if (!/^\s*listen 80;$/m.test(conf)) throw new Error('deploy/nginx.conf: expected `listen 80;`');
  conf = conf.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  conf = conf.replace(/^worker_processes auto;$/m, 'worker_processes 1;');
  conf = conf.replace(
    /^http \{$/m,
    [
      'http {',
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
    ].join('\n'),
  );
  conf = `pid ${dir}/nginx.pid;\nerror_log stderr warn;\n${conf}`;
  const confPath = path.join(dir, 'nginx.conf');
  writeFileSync(confPath, conf);
  const child = spawnOwned('nginx', ['-p', dir, '-c', confPath, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
