import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  /** The target URL with host and port replaced by the proxy's. */
  url: string;
  /** Cuts the line: refuses new connections and drops the open ones, as a stopped database server would. */
  stop(): Promise<void>;
  /** Takes connections again on the same port, as the database server back from a restart. */
  start(): Promise<void>;
}

/** A loopback TCP relay in front of a server (e.g. PostgreSQL), so a test can take the server away at the network edge. */
export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        sockets.delete(a);
        b.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  const port = Number(url.port);
  return {
    url: url.toString(),
    start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
