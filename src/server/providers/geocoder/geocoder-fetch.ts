import { GeocoderError } from './geocoder-port';

export interface GeocoderAnswer {
  status: number;
  body: unknown;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * GET a geocoding service's JSON with a timeout per attempt and one retry on a transient failure (a 5xx, a
 * timeout, a dropped connection). 401/403/429 are failures of ours to report, never retried; any other 4xx is
 * handed back so the adapter can treat it as "no match". The caller's own signal cancels without a retry.
 */
export async function fetchGeocoderJson(
  url: URL,
  options: {
    service: string;
    timeoutMs: number;
    signal?: AbortSignal | undefined;
    headers?: Record<string, string>;
    /** 2 (one retry) unless the caller is interactive and would rather answer without the service. */
    attempts?: number;
  },
): Promise<GeocoderAnswer> {
  let lastError: GeocoderError | undefined;
  for (let attempt = 0; attempt < (options.attempts ?? 2); attempt++) {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let res: Response;
    try {
      res = await fetch(url, { headers: { accept: 'application/json', ...options.headers }, signal });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      lastError =
        timeout.aborted || isTimeout(error)
          ? new GeocoderError('timeout', `${options.service} did not answer within ${options.timeoutMs} ms.`)
          : new GeocoderError('unavailable', `${options.service} could not be reached.`);
      continue;
    }
    if (res.status === 401 || res.status === 403) {
      throw new GeocoderError('unauthorized', `${options.service} refused the request (status ${res.status}).`);
    }
    if (res.status === 429)
      throw new GeocoderError('rate_limited', `${options.service} is rate limiting us (status 429).`);
    if (res.status >= 500) {
      await res.body?.cancel();
      lastError = new GeocoderError('unavailable', `${options.service} failed (status ${res.status}).`);
      continue;
    }
    try {
      return { status: res.status, body: await res.json() };
    } catch {
      if (res.ok)
        throw new GeocoderError('bad_response', `${options.service} answered with something other than JSON.`);
      return { status: res.status, body: null };
    }
  }
  throw lastError ?? new GeocoderError('unavailable', `${options.service} failed.`);
}
