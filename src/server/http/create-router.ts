import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';

/**
 * A router whose request validation failures become the API's 400 error with a readable message in the request's
 * language (the zod error goes to error-handler.ts as it is).
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw result.error;
    },
  });
}
