// An AI-written text is shown only when valid, and its evaluation is laid out as a paragraph
// plus bullets (docs/product.md#evaluation-summary). Parsing yields plain data so screens
// render it as text, never as HTML (docs/architecture.md#security).

/** Texts that mean the AI service failed rather than wrote a summary (docs/product.md#evaluation-summary). */
export const AI_FAILURE_PHRASES: readonly string[] = [
  'AI service returned a non-200 status code',
  'AI evaluation returned empty',
  'AI Error:',
  'An AI-generated summary could not be created',
];

export function isValidAiText(text: string | null | undefined): text is string {
  if (typeof text !== 'string' || text.trim() === '') return false;
  return !AI_FAILURE_PHRASES.some((phrase) => text.includes(phrase));
}

interface ParagraphBlock {
  readonly kind: 'paragraph';
  readonly text: string;
}

interface BulletBlock {
  readonly kind: 'bullet';
  /** The bold part before the first colon, when there is one. */
  readonly label?: string;
  readonly text: string;
}

export type EvaluationBlock = ParagraphBlock | BulletBlock;

// Models write "**Label:**" for bold; the markers carry no meaning once the label is split off.
function stripBold(text: string): string {
  return text.replace(/\*\*/g, '').trim();
}

function bullet(content: string): BulletBlock {
  const text = stripBold(content);
  const colon = text.indexOf(':');
  if (colon <= 0) return { kind: 'bullet', text };
  return { kind: 'bullet', label: text.slice(0, colon).trim(), text: text.slice(colon + 1).trim() };
}

/**
 * Lines starting with '*' are bullets, and a colon splits a bullet's bold label from its text.
 * The first non-bullet line is the opening paragraph; later non-bullet lines become
 * paragraphs too rather than being lost. Blank lines are ignored.
 */
export function parseEvaluation(text: string | null | undefined): EvaluationBlock[] {
  if (typeof text !== 'string') return [];
  const blocks: EvaluationBlock[] = [];
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    if (line === '') continue;
    if (line.startsWith('*')) {
      const block = bullet(line.replace(/^\*+\s*/, ''));
      if (block.text !== '' || block.label !== undefined) blocks.push(block);
      continue;
    }
    const paragraph = stripBold(line);
    if (paragraph !== '') blocks.push({ kind: 'paragraph', text: paragraph });
  }
  return blocks;
}
