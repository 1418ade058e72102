import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type HtmlVariant = { body: string; etag: string; br: Buffer; gzip: Buffer };
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** One finished HTML document with its ETag and its Brotli and gzip bodies, made once and sent many times. */
export function htmlVariant(body: string): HtmlVariant {
  const bytes = Buffer.from(body, 'utf8');
  return {
    body,
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`,
    br: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

/** The best encoding the client accepts (Brotli first), honouring q=0 refusals. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** True when If-None-Match names this ETag (weak or strong form, or *). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
