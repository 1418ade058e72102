import pino from 'pino';

// What of an error may be written to a log line or to error_log (decisions 055 and 057): its kind, its message and
// its stack, without the values that travel with a failed query or request. Drizzle's DrizzleQueryError puts every
// parameter of the failed query in its message (`params: …`: emails, share tokens, session ids); a fetch error or a
// provider's message can name the URL it called with its query (an address, `key=` of Google's geocoder); and
// PostgreSQL quotes the values of a violated key back (`Key (email)=(rita@example.com) already exists.`).

const REDACTED = '[redacted]';

/** The text of an error message or stack with query parameters, URL queries and quoted key values taken out. */
export function redactErrorText(text: string): string {
  return (
    text
      // Drizzle: "Failed query: select …\nparams: a,b,c" up to the first stack frame (or the end).
      .replace(/\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g, `\nparams: ${REDACTED}`)
      .replace(/(\bhttps?:\/\/[^\s?#"'<>]+)\?[^\s#"'<>]*/g, `$1?${REDACTED}`)
      .replace(/\)=\([^\n]*?\)( already exists| is not present| conflicts with)/g, `)=(${REDACTED})$1`)
      // PostgreSQL's "invalid input syntax for type uuid: "…"" and the like quote the value they refused.
      .replace(/(invalid input (?:syntax|value) for [^:\n]+: )"[^\n]*?"/g, `$1"${REDACTED}"`)
  );
}

const TEXT_FIELDS = ['message', 'stack', 'detail', 'where', 'internalQuery'] as const;

function scrub(serialized: Record<string, unknown>, depth: number): Record<string, unknown> {
  for (const field of TEXT_FIELDS) {
    const value = serialized[field];
    if (typeof value === 'string') serialized[field] = redactErrorText(value);
  }
  if (Array.isArray(serialized.params)) serialized.params = `${REDACTED} (${serialized.params.length})`;
  const cause = serialized.cause;
  if (cause && typeof cause === 'object' && depth < 5)
    serialized.cause = scrub({ ...(cause as Record<string, unknown>) }, depth + 1);
  return serialized;
}

/** pino's `err` serializer, then redacted: the logger's serializer for every `err` it writes. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return scrub(pino.stdSerializers.err(error) as unknown as Record<string, unknown>, 0);
}
