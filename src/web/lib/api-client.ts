import { requestFailedWithStatus } from '#core/messages';
import type { ErrorBody as ServerErrorBody } from '#core/api/errors';

// Typed fetch wrapper for the JSON API. Every failure becomes an ApiError so screens branch on
// `error.code`, never on HTTP details or on fetch's own exceptions.

/** The server's codes, plus the client's own for answers that never reached or never came from our API. */
export type ApiErrorCode = ServerErrorBody['error']['code'] | 'NETWORK' | 'INVALID_RESPONSE';

export const NETWORK_ERROR_MESSAGE = "We couldn't reach RentValue. Check your internet connection and try again.";

export type ApiErrorInit = {
  status: number;
  code: ApiErrorCode;
  message: string;
  requestId?: string | undefined;
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly requestId: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for answers the server gave on purpose about this request (4xx): retrying will not help. */
export function isClientError(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Appended to the path as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
};

// Checked loosely (any string code) so a code added to the server later still reaches the screen.
function isErrorBody(value: unknown): value is ServerErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string';
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /^application\/([\w.+-]+\+)?json\b/i.test(type);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const headerRequestId = response.headers.get('x-request-id') ?? undefined;
  const body = isJson(response) ? await readJson(response) : undefined;
  if (isErrorBody(body)) {
    return new ApiError({
      status: response.status,
      code: body.error.code,
      message: body.error.message,
      requestId: body.error.requestId ?? headerRequestId,
    });
  }
  return new ApiError({
    status: response.status,
    code: 'HTTP_ERROR',
    message: requestFailedWithStatus(response.status),
    requestId: headerRequestId,
  });
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), init);
  } catch (error) {
    // A cancelled request is not a failure: let the caller (e.g. TanStack Query) see the abort.
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204 || response.status === 205) return undefined as T;
  const text = await response.text();
  if (text === '') return undefined as T;
  if (isJson(response)) {
    try {
      return JSON.parse(text) as T;
    } catch {
      // fall through: a JSON content type with a broken body is as unexpected as HTML
    }
  }
  throw new ApiError({
    status: response.status,
    code: 'INVALID_RESPONSE',
    message: 'The server sent an unexpected response. Please try again.',
    requestId: response.headers.get('x-request-id') ?? undefined,
  });
}

export function apiGet<T>(path: string, options?: RequestOptions): Promise<T> {
  return apiRequest<T>('GET', path, undefined, options);
}

export function apiPost<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return apiRequest<T>('POST', path, body ?? {}, options);
}

export function apiPut<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return apiRequest<T>('PUT', path, body ?? {}, options);
}

export function apiPatch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return apiRequest<T>('PATCH', path, body ?? {}, options);
}

export function apiDelete<T>(path: string, options?: RequestOptions): Promise<T> {
  return apiRequest<T>('DELETE', path, undefined, options);
}
