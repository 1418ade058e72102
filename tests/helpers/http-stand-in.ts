import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

/** What a stand-in answers: a status and a JSON body (or raw text), optionally after a delay, or nothing at all. */
export interface StandInAnswer {
  /**
   * Never answers (not even the status line) until the stand-in closes: how a client's timeout is tested, since a
   * slow answer races the client's timer on a loaded machine and this does not.
   */
  neverAnswers?: true;
  status?: number;
  json?: unknown;
  text?: string;
  delayMs?: number;
  /** Sends the status line, the headers and only this start of the body, then nothing more: a stalled answer. */
  stallAfter?: string;
}

export interface HttpStandIn {
  /** http://127.0.0.1:PORT */
  origin: string;
  requests: StandInRequest[];
  close(): Promise<void>;
}

/**
 * A small HTTP server on 127.0.0.1 for an outside service's documented wire format. A delayed answer is dropped
 * quietly when the client has given up (timed out) in the meantime.
 */
export async function startHttpStandIn(
  handle: (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer>,
): Promise<HttpStandIn> {
  const requests: StandInRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const request = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers };
    requests.push(request);
    void Promise.resolve(handle(request)).then((answer) => {
      if (answer.neverAnswers) return;
      const send = () => {
        if (res.destroyed || res.writableEnded) return;
        const body = answer.text ?? JSON.stringify(answer.json ?? {});
        res.writeHead(answer.status ?? 200, { 'content-type': answer.text ? 'text/plain' : 'application/json' });
        if (answer.stallAfter !== undefined) res.write(answer.stallAfter);
        else res.end(body);
      };
      if (!answer.delayMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, answer.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
