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
