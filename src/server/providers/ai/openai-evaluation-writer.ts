import { parseEvaluation } from '#core/writing/ai-text';
import type { EvaluationFacts } from '#core/writing/evaluation-facts';
import { builtinEvaluationWriter } from './builtin-evaluation-writer';
import {
  AiReplyError,
  cleanAiText,
  leadingTextProblem,
  modelWriter,
  type ChatEndpointOptions,
} from './chat-completions';
import type { EvaluationWriter } from './evaluation-writer-port';
import type { Language } from '#core/i18n/languages';
import { confidenceReasonText } from '#core/valuation/confidence-reason-text';

// The evaluation through any OpenAI-compatible chat completions endpoint (the call itself: chat-completions.ts).
// The model sees only the report's figures. Whatever goes wrong, the renter still gets an evaluation: the built-in
// writer's, marked as such (docs/decisions/030-evaluation-writer.md).

/** The page shows the text whole; a reply longer than this is rambling, not a summary. */
const MAX_AI_TEXT_CHARS = 4000;
/** Fewer bullets than this is not the layout the page expects (docs/product.md#evaluation-summary). */
const MIN_AI_BULLETS = 2;
export const AI_TEMPERATURE = 0.3;
export const AI_MAX_TOKENS = 600;

export const EVALUATION_SYSTEM_PROMPT = [
  'You write the evaluation summary of a US rental listing for someone thinking of renting it.',
  "The user message is a JSON object with the listing's figures. Use only those figures; never invent one. null means unknown.",
  'Fields: rent is the asking rent a month in US dollars (rentKind afterSpecials: the rent after move-in specials, fees apart;',
  'netEffective: the net effective rent after move-in specials and monthly fees, for a report made before fees were kept apart;',
  "offered: the landlord's renewal offer; call it so); marketPrice is the expected rent for the listing's condition and amenities,",
  'and minPrice to maxPrice the expected range; verdict says whether the rent is below, within or above that range;',
  'percentageDifference is how far the rent is from marketPrice, in percent; medianRent is the median rent of the comparables used;',
  'askingPricePerSqft, medianPricePerSqft and expectedPricePerSqft are dollars per square foot; medianCompSqft is the median size of the',
  'comparables used; adjustmentFactor is what condition (qualityLevel 1 to 3) and amenities (amenitiesLevel 1 to 3) did to the expected',
  'rent (1.025 means +2.5%); compsFound comparables were found within radiusMiles over lookbackDays days and compsUsed were used;',
  'askingPercentile is the share of comparables priced below the rent; isSample true means the comparables are sample market data.',
  'valueScore runs from 1 to 10; show it with one decimal, raised to 2.0 if lower and lowered to 8.5 if higher. Its label is',
  '"Poorer Value" when verdict is above, "Fair Value" when within and "Better Value" when below. When valueScore is null there is no Value Score',
  'because fewer than 4 usable comparables were found: say so; if marketPrice is still given, it comes mostly from the official',
  'benchmarks and is a rough guide with low confidence. confidence (high, medium, low) with confidenceReasons says how far to trust',
  'the expected rent: state it in the evidence point. benchmark is the official HUD or Census rent for the area (gross rent with',
  'utilities, a 40th percentile or all-renter median, usually below asking rents); compsEstimate is what the comparables alone suggest.',
  'Write money in whole dollars with thousands separators ($1,850) and price per square foot with cents ($1.85).',
  'Reply in plain text in exactly this layout and nothing else:',
  'The first line is one paragraph of one or two sentences: the verdict, with the asking rent, how it compares with the expected rent,',
  'the value label and the Value Score.',
  'Then one line per point, each starting with "* ", a short label, a colon and the text, for example',
  '"* Price vs Expected Range: The asking rent of $1,850 sits within the expected range, $1,673–$1,887."',
  'Cover: the price against the expected range; price per square foot against the local median; size against the comparables;',
  'what condition and amenities did to the expected rent, as a percentage; the evidence (comparables used of those found, radius,',
  'window, and when isSample is true that these are sample market data, not real listings); and one concrete negotiation pointer.',
  'No headings, no bold, no code blocks, no text before the paragraph or after the last point.',
].join('\n');

// Listed field by field, so a caller passing a richer object (a report row with a user id or email, say) still
// sends the model only the figures. A Record over the keys makes the compiler flag a new fact left out here.
const FACT_KEYS: Record<keyof EvaluationFacts, true> = {
  address: true,
  rent: true,
  rentKind: true,
  bedrooms: true,
  baths: true,
  sqft: true,
  buildingType: true,
  qualityLevel: true,
  amenitiesLevel: true,
  valueScore: true,
  marketPrice: true,
  minPrice: true,
  maxPrice: true,
  medianRent: true,
  percentageDifference: true,
  verdict: true,
  askingPricePerSqft: true,
  medianPricePerSqft: true,
  expectedPricePerSqft: true,
  adjustmentFactor: true,
  medianCompSqft: true,
  compsFound: true,
  compsUsed: true,
  dropped: true,
  radiusMiles: true,
  lookbackDays: true,
  askingPercentile: true,
  dataSource: true,
  isSample: true,
  confidence: true,
  confidenceReasons: true,
  compsEstimate: true,
  benchmark: true,
};

/** The figures alone, as the JSON the model reads. */
function factsForModel(facts: EvaluationFacts): Record<string, unknown> {
  const figures: Record<string, unknown> = {};
  for (const key of Object.keys(FACT_KEYS) as (keyof EvaluationFacts)[]) {
    figures[key] =
      key === 'dropped'
        ? {
            invalid: facts.dropped.invalid,
            priceOutlier: facts.dropped.priceOutlier,
            sqftOutOfRange: facts.dropped.sqftOutOfRange,
            duplicateAddress: facts.dropped.duplicateAddress,
          }
        : key === 'confidenceReasons'
          ? // The reasons in words: the model reads sentences, not the ids the page words in its language.
            facts.confidenceReasons?.map((reason) => confidenceReasonText(reason, 'en'))
          : facts[key];
  }
  return figures;
}

/** Why a cleaned reply cannot be shown, or null when it is fit for the page. */
function aiTextProblem(text: string): string | null {
  const leading = leadingTextProblem(text, MAX_AI_TEXT_CHARS);
  if (leading !== null) return leading;
  const bullets = parseEvaluation(text).filter((block) => block.kind === 'bullet').length;
  if (bullets < MIN_AI_BULLETS) return `has ${bullets} bullet(s), fewer than ${MIN_AI_BULLETS}`;
  return null;
}

/**
 * Why a reply asked for in Spanish cannot be shown as Spanish, or null: a model that answers in English anyway is
 * caught by its words (more of "the", "and", "of", "is" than of "la", "el", "de", "que", "en") and the built-in
 * Spanish writer is used instead.
 */
export function notSpanishProblem(text: string): string | null {
  const count = (pattern: RegExp) => text.toLowerCase().match(pattern)?.length ?? 0;
  const spanish = count(/\b(la|el|de|que|en|los|las|por|una?)\b/g);
  const english = count(/\b(the|and|of|is|to|at|with)\b/g);
  return spanish > english ? null : 'is not in Spanish';
}

export type OpenAiEvaluationWriterOptions = ChatEndpointOptions;

/** Added to the system prompt for a Spanish evaluation: the same layout, written in US Spanish (decision 074). */
export const SPANISH_REPLY_INSTRUCTION = [
  'Write the whole reply in US Spanish for a renter in the United States, addressing the reader as "usted".',
  'Use "renta" for rent, "vivienda comparable" for a comparable rental, "pies cuadrados" for square feet,',
  '"Puntuación de Valor" for Value Score and "Mejor valor", "Valor justo" or "Menor valor" for the labels.',
  'Keep the same layout: one paragraph line, then lines starting with "* ", a short Spanish label, a colon and the text.',
].join('\n');

/** The `openai` writer (AI_BASE_URL with AI_MODEL, AI_API_KEY when the endpoint needs one). */
export function openaiEvaluationWriter(options: OpenAiEvaluationWriterOptions): EvaluationWriter {
  const fallback = builtinEvaluationWriter();
  const write = modelWriter({
    endpoint: options,
    failureMessage: 'AI evaluation writer failed; using the built-in writer',
    prompt: ({ facts, language }: { facts: EvaluationFacts; language: Language }) => ({
      system:
        language === 'es' ? `${EVALUATION_SYSTEM_PROMPT}\n${SPANISH_REPLY_INSTRUCTION}` : EVALUATION_SYSTEM_PROMPT,
      user: JSON.stringify(factsForModel(facts)),
      temperature: AI_TEMPERATURE,
      maxTokens: AI_MAX_TOKENS,
    }),
    read: (content, { language }) => {
      const text = cleanAiText(content);
      const problem = aiTextProblem(text) ?? (language === 'es' ? notSpanishProblem(text) : null);
      if (problem !== null) throw new AiReplyError('invalid_text', `text ${problem}`);
      return { text };
    },
    fallback: ({ facts, language }) => fallback.write(facts, { language }),
  });

  return {
    name: 'openai',
    write: (facts, callOptions) => write({ facts, language: callOptions?.language ?? 'en' }, callOptions?.signal),
  };
}
