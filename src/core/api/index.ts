// The API contract, one module per feature area: each operation's descriptor (operation.ts) and the zod schemas of
// every request and response body. The server's routes are made from the descriptors (and document them at
// GET /api/openapi.json, the reference at /api/docs); the web calls them through callApi. Schemas with a
// `.meta({ id })` are the document's named components. Decisions 061 and 071.

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
export * from './operation';
export * from './reports';

import { accountOperations } from './account';
import { addressOperations } from './addresses';
import { analyticsOperations } from './analytics';
import { authOperations } from './auth';
import { billingOperations } from './billing';
import { captchaOperations } from './captcha';
import { compareOperations } from './compare';
import { contactOperations } from './contact';
import { healthOperations } from './health';
import { letterOperations } from './letters';
import type { Operation } from './operation';
import { reportOperations } from './reports';

/** Every operation of the API; the contract test checks that the server serves exactly these. */
export const apiOperations: readonly Operation[] = [
  accountOperations,
  addressOperations,
  analyticsOperations,
  authOperations,
  billingOperations,
  captchaOperations,
  compareOperations,
  contactOperations,
  healthOperations,
  letterOperations,
  reportOperations,
].flatMap((group) => Object.values(group));
