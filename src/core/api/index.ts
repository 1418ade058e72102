// The API contract: the zod schemas of every request and response body, one module per feature area.
// The server's OpenAPI routes declare them (GET /api/openapi.json, the reference at /api/docs) and the web client
// takes its types from them. Schemas with a `.meta({ id })` are the document's named components. Decision 061.

export * from './account';
export * from './addresses';
export * from './analytics';
export * from './auth';
export * from './billing';
export * from './captcha';
export * from './compare';
export * from './contact';
export * from './errors';
export * from './health';
export * from './letters';
export * from './reports';
