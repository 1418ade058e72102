import { z } from 'zod';

/**
 * A named schema or null. Written as a union, not `.nullable()`: the OpenAPI generator (zod-to-openapi) turns a
 * nullable named schema into a nullable component, so every other use of that component would accept null too.
 */
export function orNull<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.null()]);
}
