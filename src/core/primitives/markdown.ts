// A deliberately small Markdown reader for our own policy documents: headings, paragraphs, bullet and numbered
// lists, **bold**, *italic*, `code` and [links](url). It returns a tree, never HTML, so the web app renders it as React
// elements and nothing in a document can inject markup. Anything it does not know stays plain text.

export type MarkdownInline =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'code'; readonly text: string }
  | { readonly type: 'strong'; readonly children: readonly MarkdownInline[] }
  | { readonly type: 'emphasis'; readonly children: readonly MarkdownInline[] }
  | { readonly type: 'link'; readonly href: string; readonly children: readonly MarkdownInline[] };

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export type MarkdownBlock =
  | {
      readonly type: 'heading';
      readonly level: HeadingLevel;
      readonly id: string;
      readonly children: readonly MarkdownInline[];
    }
  | { readonly type: 'paragraph'; readonly children: readonly MarkdownInline[] }
  | { readonly type: 'list'; readonly ordered: boolean; readonly items: readonly (readonly MarkdownInline[])[] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const ESCAPABLE = /[\\`*_[\]()#+\-.!>]/;

/**
 * Links we are willing to render: web and mail addresses, and paths of our own site. A `javascript:` or `data:`
 * URL (or a protocol-relative //host) is refused and its text is shown without a link.
 */
export function isSafeHref(href: string): boolean {
  if (/^https?:\/\/[^\s/]+/i.test(href) || /^mailto:[^\s]+@[^\s]+$/i.test(href)) return true;
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}

/** "Your rights & choices" -> "your-rights-choices": the anchor of a heading. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The plain text of inline content (for heading ids and tests). */
export function inlineText(nodes: readonly MarkdownInline[]): string {
  return nodes
    .map((node) => (node.type === 'text' || node.type === 'code' ? node.text : inlineText(node.children)))
    .join('');
}

/** Index of the closing delimiter from `from`, skipping backslash escapes; -1 when there is none. */
function findClosing(text: string, delimiter: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '\\') {
      i += 1;
      continue;
    }
    if (text.startsWith(delimiter, i)) return i;
  }
  return -1;
}

function pushText(out: MarkdownInline[], text: string) {
  if (text === '') return;
  const last = out[out.length - 1];
  if (last?.type === 'text') out[out.length - 1] = { type: 'text', text: last.text + text };
  else out.push({ type: 'text', text });
}

export function parseInline(text: string): MarkdownInline[] {
  const out: MarkdownInline[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    const next = text[i + 1];
    if (ch === '\\' && next !== undefined && ESCAPABLE.test(next)) {
      pushText(out, next);
      i += 2;
      continue;
    }
    // A code span is taken literally: names such as __Secure-rv.session_token keep their underscores.
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        out.push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (text.startsWith('**', i) || text.startsWith('__', i)) {
      const delimiter = text.slice(i, i + 2);
      const end = findClosing(text, delimiter, i + 2);
      if (end > i + 2) {
        out.push({ type: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    // A single * or _ opens emphasis only when text follows it directly (so "5 * 3" stays as typed), and an
    // underscore only at a word start, so snake_case words are left alone.
    if ((ch === '*' || (ch === '_' && !/\w/.test(text[i - 1] ?? ''))) && next !== undefined && !/\s/.test(next)) {
      const end = findClosing(text, ch, i + 1);
      if (end > i + 1 && !/\s/.test(text[end - 1] as string)) {
        out.push({ type: 'emphasis', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (ch === '[') {
      const close = findClosing(text, ']', i + 1);
      if (close > i + 1 && text[close + 1] === '(') {
        const end = text.indexOf(')', close + 2);
        if (end > close + 2) {
          const href = text.slice(close + 2, end).trim();
          const children = parseInline(text.slice(i + 1, close));
          if (isSafeHref(href)) out.push({ type: 'link', href, children });
          else {
            for (const child of children) {
              if (child.type === 'text') pushText(out, child.text);
              else out.push(child);
            }
          }
          i = end + 1;
          continue;
        }
      }
    }
    pushText(out, ch);
    i += 1;
  }
  return out;
}

/** Reads a Markdown document into blocks. Heading ids are unique within the document. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const usedIds = new Map<string, number>();
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };
  const uniqueId = (text: string) => {
    const base = slugify(text) || 'section';
    const seen = usedIds.get(base) ?? 0;
    usedIds.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.replace(/\s+$/, '');
    if (line.trim() === '') {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      const children = parseInline(heading[2] ?? '');
      blocks.push({
        type: 'heading',
        level: (heading[1] ?? '#').length as HeadingLevel,
        id: uniqueId(inlineText(children)),
        children,
      });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      flushParagraph();
      const ordered = numbered !== null;
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push(item[1] ?? '');
      continue;
    }
    // An indented line right after a list item continues that item; anything else starts or continues a paragraph.
    const current: { ordered: boolean; items: string[] } | null = list;
    if (current && /^\s+/.test(line) && current.items.length > 0) {
      const lastIndex = current.items.length - 1;
      current.items[lastIndex] = `${current.items[lastIndex]} ${line.trim()}`;
      continue;
    }
    flushList();
    paragraph.push(line.trim());
  }
  flushParagraph();
  flushList();
  return blocks;
}
