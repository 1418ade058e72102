import type { z } from 'zod';

// One API operation as the server and the web both see it (decision 071): its method and path (OpenAPI style,
// `{id}`), the schemas of its path parameters, query and JSON body, and its success answers by status. The server
// builds its route from it (src/server/http/operation-route.ts, which adds the documentation and the error answers);
// the web calls it through one typed client (src/web/lib/api-client.ts, `callApi`). No other code writes an
// `/api/…` path.

export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

/** Path parameters and query strings are flat objects of strings on the wire. */
type ObjectSchema = z.ZodObject | z.ZodPipe<z.ZodObject>;

export interface Operation {
  readonly method: ApiMethod;
  readonly path: `/api/${string}`;
  readonly params?: ObjectSchema;
  readonly query?: ObjectSchema;
  readonly body?: z.ZodType;
  /** Each success status and its JSON body; null for an answer without a body (204). */
  readonly success: Readonly<Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>>;
  /** With `Accept: text/event-stream` the answer is a stream of server-sent events, each event's data this schema. */
  readonly stream?: z.ZodType;
}

/** Declares an operation, keeping its literal method, path and schemas in the type. */
export function defineOperation<const O extends Operation>(operation: O): O {
  return operation;
}

/** The values of an operation's path parameters, as the caller gives them (never when it has none). */
export type ParamsOf<O extends Operation> = O extends { params: infer S extends z.ZodType } ? z.input<S> : never;
/** The query an operation takes, as the caller gives it. */
export type QueryOf<O extends Operation> = O extends { query: infer S extends z.ZodType } ? z.input<S> : never;
/** The JSON body an operation takes, as the caller gives it. */
export type BodyOf<O extends Operation> = O extends { body: infer S extends z.ZodType } ? z.input<S> : never;

type SuccessBody<S> = S extends z.ZodType ? z.output<S> : undefined;
/** What a successful call answers: the body of any of its success statuses (undefined for a 204). */
export type ResultOf<O extends Operation> = {
  [K in keyof O['success']]-?: SuccessBody<O['success'][K]>;
}[keyof O['success']];
/** Each event's data in the operation's server-sent event stream. */
export type StreamEventOf<O extends Operation> = O extends { stream: infer S extends z.ZodType } ? z.output<S> : never;

const PARAMETER = /\{(\w+)\}/g;

/**
 * The operation's path with its parameters filled in, each URL-encoded: `/api/reports/{id}` and `{ id: 'a/b' }`
 * give `/api/reports/a%2Fb`. A parameter left out is an error of the caller, not a request to make.
 */
export function operationPath(operation: Operation, params: Record<string, string | number> = {}): string {
  return operation.path.replace(PARAMETER, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The route pattern Hono matches (`/api/reports/:id`), for middleware placed on one operation. */
export function routingPath(operation: Operation): string {
  return operation.path.replace(PARAMETER, ':$1');
}
