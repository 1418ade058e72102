import { OpenAPIHono } from '@hono/zod-openapi';
import { AppError } from '../errors';
import { zodMessage } from './zod-message';
import type { AppEnv } from './app-env';

/** A router whose request validation failures become the API's 400 error with a readable message. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw new AppError('VALIDATION', zodMessage(result.error));
    },
  });
}
