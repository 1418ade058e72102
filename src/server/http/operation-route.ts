import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { Operation } from '#core/api/operation';
import { errorResponses, json } from './openapi-responses';

// A route of the OpenAPI router made from the API contract's operation (src/core/api/operation.ts, decision 071):
// the method, path and schemas come from the operation, which the web client calls too; the route adds what only
// the server knows: the documentation and the error answers it can give.

type Json<S> = { 'application/json': { schema: S } };

type Nothing = Record<never, never>;

type RequestOf<O extends Operation> = (O extends { params: infer P } ? { params: P } : Nothing) &
  (O extends { query: infer Q } ? { query: Q } : Nothing) &
  (O extends { body: infer B } ? { body: { content: Json<B>; required: true } } : Nothing);

type SuccessResponsesOf<O extends Operation> = {
  [K in keyof O['success']]-?: O['success'][K] extends z.ZodType
    ? { description: string; content: Json<O['success'][K]> }
    : { description: string };
};

type StreamResponseOf<O extends Operation> = O extends { stream: infer S }
  ? { 200: { description: string; content: { 'text/event-stream': { schema: S } } } }
  : Nothing;

export interface OperationDocs<O extends Operation, E extends Partial<Record<number, string>>> {
  tags: [string];
  summary: string;
  description?: string;
  /** What each success answer is. */
  success: { [K in keyof O['success']]-?: string };
  /** What the event stream is, for an operation that has one. */
  stream?: O extends { stream: z.ZodType } ? string : never;
  /** The error answers the operation can give, besides 500 and 503 (openapi-responses.ts). */
  errors: E;
}

/** The route's type: what the handler may read (`c.req.valid`) and must answer (`c.json`) follows the operation. */
type RouteOf<O extends Operation, E extends Partial<Record<number, string>>> = {
  method: O['method'];
  path: O['path'];
  tags: string[];
  summary: string;
  request: RequestOf<O>;
  responses: SuccessResponsesOf<O> & StreamResponseOf<O> & ReturnType<typeof errorResponses<E>>;
};

/** The OpenAPI route of an operation, with its documentation and error answers. */
export function operationRoute<const O extends Operation, const E extends Partial<Record<number, string>>>(
  operation: O,
  docs: OperationDocs<O, E>,
): RouteOf<O, E> & { getRoutingPath(): string } {
  const request: NonNullable<RouteConfig['request']> = {};
  if (operation.params) request.params = operation.params;
  if (operation.query) request.query = operation.query;
  if (operation.body) request.body = { content: json(operation.body), required: true };

  const responses: RouteConfig['responses'] = {};
  for (const [status, schema] of Object.entries(operation.success)) {
    const description = (docs.success as Record<string, string>)[status] ?? '';
    responses[status] = schema ? { description, content: json(schema) } : { description };
  }
  if (operation.stream) {
    responses[200] = {
      description: docs.stream ?? '',
      content: { 'text/event-stream': { schema: operation.stream } },
    };
  }
  Object.assign(responses, errorResponses(docs.errors));

  const route = createRoute({
    method: operation.method,
    path: operation.path,
    tags: docs.tags,
    summary: docs.summary,
    ...(docs.description ? { description: docs.description } : {}),
    request,
    responses,
  });
  // The schemas are the operation's own, so the route is what its type says; TypeScript cannot follow the
  // conditional types through the loop above.
  return route as unknown as RouteOf<O, E> & { getRoutingPath(): string };
}
