// Form text is cleaned before it is validated or stored: control characters cannot be typed
// on purpose and break logs, emails and CSV exports; bidirectional overrides and zero-width
// characters can make an address or name display as something other than what was stored.

function isInvisible(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfeff
  );
}

/** One-line text: invisible characters removed (a tab or newline becomes a space), trimmed. */
export function cleanSingleLine(text: string): string {
  let result = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x09 || code === 0x0a || code === 0x0d) result += ' ';
    else if (!isInvisible(code)) result += char;
  }
  return result.trim();
}

/** Multi-line text: like cleanSingleLine, but line breaks (as \n) and tabs are kept. */
export function cleanMultiline(text: string): string {
  let result = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x09 || code === 0x0a || !isInvisible(code)) result += char;
  }
  return result.trim();
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * Whether text is well-formed UTF-16 with no U+0000: a lone surrogate (half of an emoji, as a JSON escape such as
 * `\ud800` can carry) cannot be encoded as UTF-8, so PostgreSQL refuses it, as it refuses U+0000.
 */
export function isStorableText(text: string): boolean {
  return !LONE_SURROGATE.test(text) && !text.includes('\u0000');
}

/** Text made storable: each lone surrogate becomes U+FFFD (the replacement character), U+0000 is removed. */
export function storableText(text: string): string {
  return text.replace(LONE_SURROGATES, '\uFFFD').replaceAll('\u0000', '');
}

/**
 * A JSON-like value (what goes into a jsonb column: provider answers, a log's context) with every string and key made
 * storable; other values are kept as they are.
 */
export function storableValue<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => storableValue(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), storableValue(item)]),
    ) as T;
  }
  return value;
}
