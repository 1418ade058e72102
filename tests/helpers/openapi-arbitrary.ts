import fc from 'fast-check';

// fast-check arbitraries from the server's own OpenAPI document (GET /api/openapi.json), for the fuzz test
// (tests/integration/fuzz-json-endpoints.test.ts). The document's JSON Schemas give the structure (which
// fields, their types, lengths, what is required); `hints` give the meaning a schema cannot carry (a zod transform
// shows up as a bare string), so that a good share of bodies is valid and reaches the handlers. Hostile values and
// hostile wire encodings are mixed in on top.

/** The subset of JSON Schema (OpenAPI 3.1) that zod-openapi writes for this server. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  example?: unknown;
  default?: unknown;
  $ref?: string;
}

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the document, with $refs resolved and allOf merged. */
export interface Operation {
  method: string;
  /** The path template, e.g. /api/reports/{id}. */
  path: string;
  pathParams: Param[];
  queryParams: Param[];
  /** The application/json body schema, when the operation takes one. */
  bodySchema?: JsonSchema;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Resolves #/components/schemas/… references and merges allOf into one object schema. */
function resolveSchema(schema: JsonSchema, doc: OpenApiDocument, depth = 0): JsonSchema {
  if (depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
    return resolveSchema(target, doc, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, resolveSchema(v, doc, depth + 1)]),
    );
  }
  if (schema.items) out.items = resolveSchema(schema.items, doc, depth + 1);
  if (schema.anyOf) out.anyOf = schema.anyOf.map((s) => resolveSchema(s, doc, depth + 1));
  if (schema.oneOf) out.oneOf = schema.oneOf.map((s) => resolveSchema(s, doc, depth + 1));
  if (schema.allOf) {
    const parts = schema.allOf.map((s) => resolveSchema(s, doc, depth + 1));
    delete out.allOf;
    out.type = 'object';
    out.properties = Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<string, JsonSchema>;
    out.required = [...new Set(parts.flatMap((p) => p.required ?? []))];
  }
  return out;
}

/** Every operation in the document: method, path template, parameters and JSON body schema. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = (op.parameters ?? []).map((p) => ({
        in: p.in,
        name: p.name,
        required: Boolean(p.required),
        schema: resolveSchema(p.schema ?? {}, doc),
      }));
      const json = Object.entries(op.requestBody?.content ?? {}).find(([type]) => /json/i.test(type))?.[1]?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        ...(json ? { bodySchema: resolveSchema(json, doc) } : {}),
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------------------------
// Hostile values

/** Markup that would run as script if a page inserted it as HTML. Short enough for every free-text field. */
export const SCRIPT_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</title><script>alert(1)</script>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<a href="javascript:alert(1)">x</a>',
] as const;

/** Script markup as it would appear if a page or an email inserted the text unescaped. */
export const UNESCAPED_SCRIPT =
  /<script[\s>]|<img[^>]*\sonerror\s*=|<svg[^>]*\sonload\s*=|<iframe[\s>]|<a\s+href\s*=\s*"javascript:/i;

const HOSTILE_STRINGS: readonly string[] = [
  ...SCRIPT_PAYLOADS,
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1'; SELECT pg_sleep(5); --",
  '\\',
  '"',
  '%',
  '%00',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y\uD83D',
  '\u202Egnp.exe',
  '\uFEFF',
  '\u2028\u2029',
  '\r\nSet-Cookie: x=1',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  'null',
  'undefined',
  '',
  ' ',
  '\t\n\r',
  '😀'.repeat(60),
  'é'.repeat(300),
  'A'.repeat(129),
  'B'.repeat(5_000),
  'C'.repeat(70_000),
];

/** A string of about `bytes` UTF-8 bytes. */
function bigString(bytes: number): string {
  return 'x'.repeat(bytes);
}

/** Objects whose keys try prototype pollution (own "__proto__" keys, as JSON.parse makes them). */
const PROTO_OBJECTS: unknown[] = [
  JSON.parse('{"__proto__":{"polluted":true,"isAdmin":true}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
  JSON.parse('{"__proto__":null,"toString":"x","valueOf":1,"hasOwnProperty":"y"}'),
];

function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Wrong types, odd numbers, nested junk, prototype keys and hostile strings: for any field, in any body. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 6 },
  {
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -0,
      -1,
      0.5,
      1e308,
      -1e308,
      5e-324,
      Number.MAX_SAFE_INTEGER + 2,
      2 ** 31,
      -(2 ** 63),
      [],
      {},
      [null],
      ['a', 1, null],
      { toString: 'x' },
    ),
    weight: 4,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 80 }), weight: 2 },
  { arbitrary: fc.constantFrom(...PROTO_OBJECTS), weight: 1 },
  { arbitrary: fc.constantFrom(nested(200, 'array'), nested(200, 'object'), nested(1500, 'array')), weight: 1 },
);

// ---------------------------------------------------------------------------------------------------------------
// Values from a schema

/** Per-field arbitraries of values the product accepts, by property name (the schema says only "string"). */
export type Hints = Readonly<Record<string, fc.Arbitrary<unknown> | undefined>>;

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** A value of the schema's declared type within its constraints: structurally valid, meaning unknown. */
function schemaValue(schema: JsonSchema, hints: Hints = {}, name?: string): fc.Arbitrary<unknown> {
  const hint = name ? hints[name] : undefined;
  if (hint) return hint;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => schemaValue(s, hints)));
  const kinds = types(schema);
  if (kinds.length > 1) return fc.oneof(...kinds.map((type) => schemaValue({ ...schema, type }, hints)));
  switch (kinds[0]) {
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 60, 60);
      return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaValue(schema.items ?? {}, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 10, 12),
      });
    case 'object':
      return objectValue(schema, hints, 'valid');
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectValue(schema: JsonSchema, hints: Hints, mode: 'valid' | 'loose'): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, schemaValue(s, hints, key)]));
  const requiredKeys = mode === 'valid' ? Object.keys(properties).filter((k) => required.has(k)) : [];
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}

/**
 * A request body for an object schema, in one of four modes:
 * - valid: every field from its hint (or its schema), as a renter's browser would send it;
 * - one-bad: a valid body with one field made hostile, removed, or a hostile extra key added;
 * - schema: any values of the declared types, required keys sometimes missing (mostly refused);
 * - junk: not the expected object at all (arrays, primitives, hostile values, deep nesting).
 */
export function bodyArbitrary(schema: JsonSchema, hints: Hints = {}): fc.Arbitrary<unknown> {
  if (!types(schema).includes('object')) {
    return fc.oneof(schemaValue(schema, hints), hostileValue);
  }
  const valid = objectValue(schema, hints, 'valid');
  const keys = Object.keys(schema.properties ?? {});
  const oneBad = fc
    .tuple(
      valid,
      fc.constantFrom(...(keys.length ? keys : ['x'])),
      hostileValue,
      fc.constantFrom('replace', 'remove', 'extra'),
      fc.string({ maxLength: 12 }),
    )
    .map(([body, key, bad, how, extraKey]) => {
      const copy: Record<string, unknown> = { ...body };
      if (how === 'replace') copy[key] = bad;
      else if (how === 'remove') delete copy[key];
      else
        Object.defineProperty(copy, extraKey || 'extra', {
          value: bad,
          enumerable: true,
          configurable: true,
          writable: true,
        });
      return copy;
    });
  return fc.oneof(
    { arbitrary: valid, weight: 8 },
    { arbitrary: oneBad, weight: 6 },
    { arbitrary: objectValue(schema, {}, 'loose'), weight: 3 },
    {
      arbitrary: fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor', 'x'), hostileValue, { maxKeys: 6 }),
      weight: 2,
    },
    { arbitrary: hostileValue, weight: 2 },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// On the wire

/** A body as bytes with the Content-Type it is sent under (none when undefined), and what kind of junk it is. */
export interface WireBody {
  kind: string;
  contentType: string | undefined;
  /** The text sent (UTF-8), unless `bytes` is given. */
  text?: string;
  bytes?: Uint8Array;
}

const JSON_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/vnd.api+json',
];
const WRONG_TYPES = [
  undefined,
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'application/json-patch+json',
  'application/jsonx',
  'json',
  '',
];
/** Number-ish tokens JSON does not have (or that overflow a double), written where a value goes. */
const RAW_TOKENS = [
  'NaN',
  '-NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '0x10',
  '010',
  '1_000',
  '.5',
  '+1',
  '123456789012345678901234567890123456789',
  'undefined',
  "'single'",
];
const INVALID_JSON = [
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  '{a:1}',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  'nul',
  '\uFEFF{}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  '/* c */ {}',
  'null',
  '"string"',
  '42',
  'true',
  '[]',
  '[{}]',
  '{"a":1,"a":2}',
];
const RAW_MARK = '__RAW_TOKEN__';
/** 1 MiB: the server's body limit. */
const BODY_LIMIT_BYTES = 1024 * 1024;

function withRawToken(body: unknown, key: string, token: string): string {
  const object =
    body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  object[key] = RAW_MARK;
  return JSON.stringify(object).replace(`"${RAW_MARK}"`, token);
}

function formEncoded(body: unknown): string {
  if (!body || typeof body !== 'object') return String(body);
  return Object.entries(body as Record<string, unknown>)
    .map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
    .join('&');
}

function multipart(body: unknown): string {
  const fields =
    body && typeof body === 'object' ? Object.entries(body as Record<string, unknown>) : [['value', body] as const];
  const parts = fields.map(
    ([k, v]) =>
      `------fuzz\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`,
  );
  return `${parts.join('')}------fuzz--\r\n`;
}

/**
 * How a body goes on the wire: mostly JSON under a JSON content type; also raw NaN/Infinity/1e400 tokens, invalid
 * JSON, deep nesting, own __proto__ keys, invalid UTF-8, wrong or missing content types, form and multipart
 * encodings, and a few bodies of about 1 MiB (just under and just over the limit).
 */
export function wireArbitrary(body: fc.Arbitrary<unknown>, keys: readonly string[]): fc.Arbitrary<WireBody> {
  const key = fc.constantFrom(...(keys.length ? keys : ['value']));
  return fc.oneof(
    {
      arbitrary: fc
        .tuple(body, fc.constantFrom(...JSON_TYPES))
        .map(([b, contentType]) => ({ kind: 'json', contentType, text: JSON.stringify(b) ?? 'null' })),
      weight: 140,
    },
    {
      arbitrary: fc.tuple(body, key, fc.constantFrom(...RAW_TOKENS)).map(([b, k, token]) => ({
        kind: 'raw-number',
        contentType: 'application/json',
        text: withRawToken(b, k, token),
      })),
      weight: 8,
    },
    {
      arbitrary: fc
        .constantFrom(...INVALID_JSON)
        .map((text) => ({ kind: 'invalid-json', contentType: 'application/json', text })),
      weight: 6,
    },
    {
      arbitrary: fc
        .tuple(key, fc.constantFrom(64, 5_000, 50_000), fc.constantFrom('[', '{"a":'))
        .map(([k, depth, open]) => ({
          kind: 'deep-nesting',
          contentType: 'application/json',
          text: `{"${k}":${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}}`,
        })),
      weight: 4,
    },
    {
      arbitrary: body.map((b) => {
        const rest = JSON.stringify(b && typeof b === 'object' && !Array.isArray(b) ? b : {}).slice(1);
        return {
          kind: 'proto-keys',
          contentType: 'application/json',
          text: `{"__proto__":{"isAdmin":true,"credits":999},"constructor":{"prototype":{"polluted":true}}${rest === '}' ? '' : ','}${rest}`,
        };
      }),
      weight: 4,
    },
    {
      arbitrary: fc
        .tuple(body, fc.constantFrom(...WRONG_TYPES))
        .map(([b, contentType]) => ({ kind: 'wrong-content-type', contentType, text: JSON.stringify(b) ?? '' })),
      weight: 8,
    },
    {
      arbitrary: body.map((b) => ({
        kind: 'form-encoded',
        contentType: 'application/x-www-form-urlencoded',
        text: formEncoded(b),
      })),
      weight: 3,
    },
    {
      arbitrary: body.map((b) => ({
        kind: 'multipart',
        contentType: 'multipart/form-data; boundary=----fuzz',
        text: multipart(b),
      })),
      weight: 3,
    },
    {
      arbitrary: key.map((k) => ({
        kind: 'invalid-utf8',
        contentType: 'application/json',
        bytes: Buffer.concat([
          Buffer.from(`{"${k}":"a`),
          Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]),
          Buffer.from('b"}'),
        ]),
      })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(body, fc.constantFrom('application/json; charset=utf-16', 'application/json; charset=latin1'))
        .map(([b, contentType]) => ({
          kind: 'charset',
          contentType,
          bytes: contentType.includes('16')
            ? Buffer.from(JSON.stringify(b) ?? '', 'utf16le')
            : Buffer.from(JSON.stringify(b) ?? '', 'latin1'),
        })),
      weight: 2,
    },
    // About 1 MiB: a body just under the limit (parsed, then refused or accepted by the field rules) and one just
    // over (413). Rare: the file sends only a few.
    {
      arbitrary: fc
        .tuple(body, key, fc.constantFrom(BODY_LIMIT_BYTES - 512, BODY_LIMIT_BYTES + 1))
        .map(([b, k, size]) => {
          const object = b && typeof b === 'object' && !Array.isArray(b) ? { ...(b as Record<string, unknown>) } : {};
          object[k] = RAW_MARK;
          const text = JSON.stringify(object);
          const rest = Buffer.byteLength(text) - RAW_MARK.length;
          return {
            kind: size > BODY_LIMIT_BYTES ? 'huge-over-limit' : 'huge-under-limit',
            contentType: 'application/json',
            text: text.replace(RAW_MARK, bigString(Math.max(1, size - rest))),
          };
        }),
      weight: 1,
    },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Path and query

/** Percent-encodes a path segment or query value; a lone surrogate (which encodeURIComponent refuses) goes as the bytes of one. */
export function encodeComponent(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80').replace(/[^A-Za-z0-9%._~-]/g, (ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    });
  }
}

/** Already-encoded path segments and query values that are malformed on purpose. */
const RAW_URL_PIECES = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%2F',
  '%2e%2e',
  '..%2F..%2Fetc',
  ';',
  'a;b=c',
  '%0D%0ASet-Cookie:x=1',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%00',
  '%252e',
];

/** A value for a path or query parameter, already encoded: valid-ish from hints/schema, hostile, or malformed. */
export function urlValueArbitrary(param: Param, hints: Hints): fc.Arbitrary<string> {
  return fc.oneof(
    {
      arbitrary: schemaValue(param.schema, hints, param.name).map((v) =>
        encodeComponent(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')),
      ),
      weight: 6,
    },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 2000)).map(encodeComponent), weight: 3 },
    { arbitrary: fc.constantFrom(...RAW_URL_PIECES), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeComponent), weight: 1 },
  );
}
