import type { z } from 'zod';
import { FORMAT_LOCALES, PAGE_LANGUAGE_HEADER } from '#core/i18n/languages';
import { pageLanguage } from './i18n';
import { requestFailedWithStatus } from '#core/messages';
import type { ErrorBody as ServerErrorBody } from '#core/api/errors';
import {
  operationPath,
  type BodyOf,
  type Operation,
  type ParamsOf,
  type QueryOf,
  type ResultOf,
} from '#core/api/operation';

/**
 * The language answers come in: the page's, named with every call (X-Page-Language, which the server puts before the
 * account's setting, the language cookie and the browser's own list; decision 074). Error messages, a
 * report's evaluation and a comparison's summary are written in it, and a new account takes it as its setting.
 */
function languageHeaders(): Record<string, string> {
  const language = pageLanguage();
  return { [PAGE_LANGUAGE_HEADER]: language, 'Accept-Language': FORMAT_LOCALES[language] };
}

// The web's one client of the JSON API: `callApi` takes an operation of the contract (src/core/api, decision 071)
// and its typed input, and answers the operation's typed result. No other web module writes an `/api/…` path
// (lint). Every failure becomes an ApiError so screens branch on `error.code`, never on HTTP details or on
// fetch's own exceptions.

/** The server's codes, plus the client's own for answers that never reached or never came from our API. */
export type ApiErrorCode = ServerErrorBody['error']['code'] | 'NETWORK' | 'INVALID_RESPONSE';

// The client's own failures, in English like src/core's texts: a screen shows them in the page's language through
// useErrorMessage (error-message.ts), which knows them by their code.
export const NETWORK_ERROR_MESSAGE = "We couldn't reach RentValue. Check your internet connection and try again.";
const INVALID_RESPONSE_MESSAGE = 'The server sent an unexpected response. Please try again.';

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

type QueryValue = string | number | boolean | null | undefined;

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

/**
 * The one way an error answer becomes an ApiError (a JSON answer, a report stream's `error` event): the server's
 * code, message and request id when `body` is the API's error body, else `fallback`'s code and message.
 */
export function apiErrorFromBody(
  status: number,
  body: unknown,
  fallback: { code: ApiErrorCode; message: string },
  requestId?: string,
): ApiError {
  if (isErrorBody(body)) {
    return new ApiError({
      status,
      code: body.error.code,
      message: body.error.message,
      requestId: body.error.requestId ?? requestId,
    });
  }
  return new ApiError({ status, ...fallback, requestId });
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = isJson(response) ? await readJson(response) : undefined;
  return apiErrorFromBody(
    response.status,
    body,
    { code: 'HTTP_ERROR', message: requestFailedWithStatus(response.status) },
    response.headers.get('x-request-id') ?? undefined,
  );
}

/** An operation's stream descriptor: each event's name and the schema of its data. */
export type StreamEventSchemas = Readonly<Record<string, z.ZodType>>;

/** One event of a stream described by `E`: its name and its data, typed by the name. */
export type StreamEvent<E extends StreamEventSchemas> = {
  [K in keyof E & string]: { event: K; data: z.output<E[K]> };
}[keyof E & string];

/**
 * The events of a server-sent events body as they arrive, each typed from the stream's descriptor (`events`, e.g.
 * REPORT_STREAM_EVENTS); events the descriptor does not name are skipped. A broken event's data throws.
 */
export async function* readEventStream<E extends StreamEventSchemas>(
  body: ReadableStream<Uint8Array>,
  events: E,
): AsyncGenerator<StreamEvent<E>> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (Object.hasOwn(events, event)) yield { event, data: JSON.parse(data.join('\n')) } as StreamEvent<E>;
      end = buffer.indexOf('\n\n');
    }
  }
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...languageHeaders(),
    ...options.headers,
  };
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
    message: INVALID_RESPONSE_MESSAGE,
    requestId: response.headers.get('x-request-id') ?? undefined,
  });
}

/** What a call of the operation takes: its path parameters, query and body when it has them, and a signal. */
type CallInput<O extends Operation> = ([ParamsOf<O>] extends [never] ? unknown : { params: ParamsOf<O> }) &
  ([QueryOf<O>] extends [never] ? unknown : { query?: QueryOf<O> }) &
  ([BodyOf<O>] extends [never] ? unknown : { body: BodyOf<O> }) & { signal?: AbortSignal | undefined };

type CallArguments<O extends Operation> = object extends CallInput<O> ? [input?: CallInput<O>] : [input: CallInput<O>];

type LooseInput = {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal | undefined;
};

/**
 * Calls an operation of the API contract: `callApi(letterOperations.write, { params: { id }, body })` answers the
 * letter response. A POST or PUT without a body schema sends `{}`.
 */
export function callApi<O extends Operation>(operation: O, ...[input]: CallArguments<O>): Promise<ResultOf<O>> {
  const { params, query, body, signal } = (input ?? {}) as LooseInput;
  const sendsBody = operation.method === 'post' || operation.method === 'put';
  return apiRequest<ResultOf<O>>(
    operation.method.toUpperCase() as HttpMethod,
    operationPath(operation, params),
    body ?? (sendsBody ? {} : undefined),
    { ...(signal ? { signal } : {}), ...(query ? { query } : {}) },
  );
}

/**
 * Opens an operation's server-sent event stream (`Accept: text/event-stream`) and answers the response as it
 * arrives, whatever its status: the caller reads the events, or the JSON error of a run that never started.
 */
export async function openEventStream<O extends Operation & { stream: unknown }>(
  operation: O,
  ...[input]: CallArguments<O>
): Promise<Response> {
  const { params, body } = (input ?? {}) as LooseInput;
  try {
    return await fetch(operationPath(operation, params), {
      method: operation.method.toUpperCase(),
      credentials: 'same-origin',
      headers: {
        Accept: 'text/event-stream',
        ...languageHeaders(),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
  }
}

/** The URL of an operation the browser requests by itself, such as a download link's `href`. */
export function apiUrl<O extends Operation>(operation: O, ...[input]: CallArguments<O>): string {
  return operationPath(operation, (input as LooseInput | undefined)?.params);
}

/**
 * Sends a JSON body and does not wait: the request outlives the page (keepalive) and every failure, even fetch's own
 * synchronous one (the keepalive quota), is ignored. For what must never slow a page down. It takes the route, not
 * the operation, so a page that sends it need not load the operation's schemas (the public pages, decision 085).
 */
export function sendJsonAndForget(route: { method: string; path: string }, body: unknown): void {
  try {
    fetch(route.path, {
      method: route.method.toUpperCase(),
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    }).catch(() => undefined);
  } catch {
    // ignored, as the answer is
  }
}
