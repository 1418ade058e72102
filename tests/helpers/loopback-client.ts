import { request as httpRequest } from 'node:http';

/** What a loopback client got back: enough of a Response for the tests. */
export interface LoopbackResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json<T = unknown>(): T;
  /** `name=value` pairs of its Set-Cookie headers, ready to send back as a Cookie header. */
  cookie(): string;
}

let nextHost = 1;

/**
 * A client with its own source address on the loopback network (127.0.0.0/8 all reaches this machine), so a proxy
 * in front of the app sees distinct clients without anyone writing X-Forwarded-For: the way real renters differ.
 */
export function loopbackClient(sourceAddress = `127.0.${Math.floor(nextHost / 250) + 10}.${(nextHost++ % 250) + 1}`) {
  return {
    sourceAddress,
    request(
      url: string,
      init: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
    ) {
      return new Promise<LoopbackResponse>((resolve, reject) => {
        const req = httpRequest(
          url,
          {
            method: init.method ?? 'GET',
            headers: {
              ...(init.body !== undefined ? { 'content-length': Buffer.byteLength(init.body) } : {}),
              ...init.headers,
            },
            localAddress: sourceAddress,
            agent: false,
            timeout: init.timeoutMs ?? 60_000,
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                text,
                json: <T>() => JSON.parse(text) as T,
                cookie: () => (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '),
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('timeout', () => req.destroy(new Error(`no answer from ${url} in ${init.timeoutMs ?? 60_000} ms`)));
        req.on('error', reject);
        req.end(init.body);
      });
    },
  };
}

export type LoopbackClient = ReturnType<typeof loopbackClient>;
