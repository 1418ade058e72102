import { FAIR_VALUE_SCORES, propertyName } from '#core/compare/compare-labels';
import type { Language } from '#core/i18n/languages';
import { inventedComparisonNumbers } from '#core/writing/comparison-numbers';
import { notSpanishProblem, SPANISH_REPLY_INSTRUCTION } from './openai-evaluation-writer';
import { z } from 'zod';
import { parseEvaluation } from '#core/writing/ai-text';
import type { ComparisonFacts } from '#core/writing/comparison-facts';
import { builtinComparisonWriter } from './builtin-comparison-writer';
import {
  AiReplyError,
  cleanAiText,
  leadingTextProblem,
  modelWriter,
  type ChatEndpointOptions,
} from './chat-completions';
import type { ComparisonWriter } from './comparison-writer-port';

// The comparison summary through any OpenAI-compatible chat completions endpoint (the call: chat-completions.ts). The
// model gets the compared listings' figures only (no ids, no user) and answers with {leftColumn, rightColumn}
// (docs/product.md#comparison-writer). Whatever goes wrong, the renter still gets a comparison: the built-in writer's,
// headed as such (docs/decisions/031-compare.md).

/** Each column is read whole beside the table; longer than this is rambling, not a summary. */
const MAX_COLUMN_CHARS = 3000;
const COMPARISON_TEMPERATURE = 0.3;
/** Room for two columns about ten listings. */
const COMPARISON_MAX_TOKENS = 1200;

export const COMPARISON_SYSTEM_PROMPT = [
  'You compare US rental listings side by side for someone choosing which one to rent.',
  'The user message is a JSON object {"properties": [...]}; each property has a label ("Property A", "Property B", ...) and its figures.',
  'Use only those figures; never invent one. null or an empty string means unknown. Refer to each listing by its label.',
  'Every number you write must be one of those figures, or the difference of two of them, or twelve months of one; a reply with any other number is discarded.',
  'Fields: rent is the asking rent a month, in US dollars; netEffectiveRent is the rent after the',
  "listing's move-in specials (free weeks or months, dollars off) plus its monthly fees, null when none were given;",
  'totalMonthlyCost adds the utilities the renter pays to it (null when none were given); oneTimeCosts are the application',
  'and broker fees; costPerYear is twelve months of what the renter pays (totalMonthlyCost when given, else rent) plus',
  'oneTimeCosts. Compare costs on what the renter pays and say when fees make a listing dearer than its rent suggests.',
  'sqft is its size; pricePerSqft is the asking',
  'rent per square foot; bedrooms and bathrooms are as listed; condition and amenities are rated words (qualityLevel and',
  'amenitiesLevel give them as 1 to 3, higher is better); valueScore runs from 2.0 to 8.5, higher is better value, and evaluation',
  `is its label: "Better Value" above ${FAIR_VALUE_SCORES.high}, "Fair Value" from ${FAIR_VALUE_SCORES.low} to ${FAIR_VALUE_SCORES.high}, "Poorer Value" below ${FAIR_VALUE_SCORES.low}.`,
  'Write money in whole dollars with thousands separators ($1,850), price per square foot with cents ($1.85), scores with one decimal.',
  'Reply with one JSON object and nothing else: {"leftColumn": "...", "rightColumn": "..."}.',
  'Each column is plain text in this layout: the first line one short paragraph, then one line per point, each starting with "* ",',
  'a short label, a colon and the text, for example "* Most Space: Property A with 1,200 sq ft, 300 sq ft more than Property B."',
  'leftColumn says where each listing wins: the best value, the lowest rent, the most space, the lowest price per square foot,',
  'and condition and amenities.',
  'rightColumn weighs the trade-offs in dollars a month and a year (what the extra space or the better value costs against the',
  'cheaper listings), warns about any Poorer Value listing, and ends with a "* Recommendation:" line naming the listing to shortlist',
  'first and why, from the figures.',
  'No headings, no bold, no code blocks, no text outside the JSON object.',
].join('\n');

// Listed field by field, so a richer object (a row with ids or an email) still sends the model only the figures.
// A Record over the keys makes the compiler flag a new fact left out here. The letter is in the label already.
const FACT_KEYS: Record<Exclude<keyof ComparisonFacts, 'letter'>, true> = {
  label: true,
  address: true,
  rent: true,
  netEffectiveRent: true,
  totalMonthlyCost: true,
  oneTimeCosts: true,
  costPerYear: true,
  bedrooms: true,
  bathrooms: true,
  sqft: true,
  pricePerSqft: true,
  propertyType: true,
  condition: true,
  qualityLevel: true,
  amenities: true,
  amenitiesLevel: true,
  valueScore: true,
  evaluation: true,
};

/** The figures alone, as the JSON the model reads. */
export function comparisonForModel(facts: readonly ComparisonFacts[]): { properties: Record<string, unknown>[] } {
  return {
    properties: facts.map((item) => {
      const figures: Record<string, unknown> = {};
      for (const key of Object.keys(FACT_KEYS) as (keyof typeof FACT_KEYS)[]) figures[key] = item[key];
      return figures;
    }),
  };
}

const columnsSchema = z.object({ leftColumn: z.string(), rightColumn: z.string() });

/** The JSON object of a reply, allowing for a code fence or a sentence around it. */
function parseColumns(content: string): { leftColumn: string; rightColumn: string } | null {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start === -1 || end <= start) return null;
  let json: unknown;
  try {
    json = JSON.parse(content.slice(start, end + 1));
  } catch {
    return null;
  }
  const parsed = columnsSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Why a cleaned column cannot be shown, or null when it is fit for the page. */
function columnProblem(text: string, labels: readonly string[], facts: readonly ComparisonFacts[]): string | null {
  const leading = leadingTextProblem(text, MAX_COLUMN_CHARS);
  if (leading !== null) return leading;
  const blocks = parseEvaluation(text);
  if (!blocks.some((block) => block.kind === 'bullet')) return 'has no bullets';
  // A label beyond the listings compared is a listing the model made up; its figures cannot be right either. In
  // either language's word (a Spanish reply names them "Propiedad A"; issue 35), and one in the other language is not
  // among the labels either.
  const unknown = [...text.matchAll(/\b(?:Property|Propiedad) [A-Z]{1,2}\b/g)]
    .map((m) => m[0])
    .find((label) => !labels.includes(label));
  if (unknown) return `mentions ${unknown}, which is not compared`;
  if (!labels.some((label) => text.includes(label))) return 'names none of the listings';
  // A number the compare table does not back (its figures, or what two of them give), in either language.
  const invented = inventedComparisonNumbers(text, facts);
  if (invented.length > 0) return `states ${invented.join(', ')}, which the compared figures do not give`;
  return null;
}

export type OpenAiComparisonWriterOptions = ChatEndpointOptions;

/** The `openai` comparison writer (AI_BASE_URL with AI_MODEL, AI_API_KEY when the endpoint needs one). */
export function openaiComparisonWriter(options: OpenAiComparisonWriterOptions): ComparisonWriter {
  const fallback = builtinComparisonWriter();
  const write = modelWriter({
    endpoint: options,
    failureMessage: 'AI comparison writer failed; using the built-in writer',
    prompt: ({ facts, language }: { facts: readonly ComparisonFacts[]; language: Language }) => ({
      system:
        language === 'es'
          ? `${COMPARISON_SYSTEM_PROMPT}\n${SPANISH_REPLY_INSTRUCTION}\nName the listings "Propiedad A", "Propiedad B", and so on.`
          : COMPARISON_SYSTEM_PROMPT,
      user: JSON.stringify(comparisonForModel(facts)),
      temperature: COMPARISON_TEMPERATURE,
      maxTokens: COMPARISON_MAX_TOKENS,
    }),
    read: (content, { facts, language }) => {
      const columns = parseColumns(content);
      if (!columns)
        throw new AiReplyError('invalid_text', 'reply is not a JSON object with leftColumn and rightColumn strings');
      const labels = facts.map((item) => propertyName(item.letter, language));
      const leftColumn = cleanAiText(columns.leftColumn);
      const rightColumn = cleanAiText(columns.rightColumn);
      for (const [name, text] of [
        ['leftColumn', leftColumn],
        ['rightColumn', rightColumn],
      ] as const) {
        const problem = columnProblem(text, labels, facts) ?? (language === 'es' ? notSpanishProblem(text) : null);
        if (problem !== null) throw new AiReplyError('invalid_text', `${name} ${problem}`);
      }
      return { leftColumn, rightColumn };
    },
    fallback: ({ facts, language }) => fallback.write(facts, { language }),
  });

  return {
    name: 'openai',
    write: (facts, callOptions) => write({ facts, language: callOptions?.language ?? 'en' }, callOptions?.signal),
  };
}
