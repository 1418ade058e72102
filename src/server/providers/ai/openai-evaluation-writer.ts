import type { Logger } from 'pino';
import { z } from 'zod';
import { isValidAiText, parseEvaluation } from '../../../core/ai-text';
import type { EvaluationFacts } from '../../../core/evaluation-facts';
import { builtinEvaluationWriter } from './builtin-evaluation-writer';
import type { EvaluationWriter } from './evaluation-writer-port';

// Any OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server), as OpenAI documents it:
//   POST {base}/chat/completions   Authorization: Bearer {key} (servers without keys ignore it, so it is optional)
//   body { model, messages: [{ role, content }], temperature, max_tokens }
//   200 { id, object: 'chat.completion', choices: [{ index, message: { role, content }, finish_reason }], usage }
// The model sees only the report's figures. Whatever goes wrong, the renter still gets an evaluation: the built-in
// writer's, marked as such (docs/decisions/030-evaluation-writer.md).

/** The page shows the text whole; a reply longer than this is rambling, not a summary. */
export const MAX_AI_TEXT_CHARS = 4000;
/** Fewer bullets than this is not the layout the page expects (SPEC §2). */
export const MIN_AI_BULLETS = 2;
export const AI_TEMPERATURE = 0.3;
export const AI_MAX_TOKENS = 600;

export const EVALUATION_SYSTEM_PROMPT = [
  'You write the evaluation summary of a US rental listing for someone thinking of renting it.',
  'The user message is a JSON object with the listing\'s figures. Use only those figures; never invent one. null means unknown.',
  'Fields: rent is the asking rent a month in US dollars; marketPrice is the expected rent for the listing\'s condition and amenities,',
  'and minPrice to maxPrice the expected range; verdict says whether the rent is below, within or above that range;',
  'percentageDifference is how far the rent is from marketPrice, in percent; medianRent is the median rent of the comparables used;',
  'askingPricePerSqft, medianPricePerSqft and expectedPricePerSqft are dollars per square foot; medianCompSqft is the median size of the',
  'comparables used; adjustmentFactor is what condition (qualityLevel 1 to 3) and amenities (amenitiesLevel 1 to 3) did to the expected',
  'rent (1.025 means +2.5%); compsFound comparables were found within radiusMiles over lookbackDays days and compsUsed were used;',
  'askingPercentile is the share of comparables priced below the rent; isSample true means the comparables are sample market data.',
  'valueScore runs from 1 to 10; show it with one decimal, raised to 2.0 if lower and lowered to 8.5 if higher. Its label is',
  '"Better Value" above 6, "Fair Value" from 4 to 6 and "Poorer Value" below 4. When valueScore is null there is no Value Score',
  'because fewer than 4 usable comparables were found: say so and give no expected range.',
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

const completionSchema = z.looseObject({
  choices: z
    .array(
      z.looseObject({
        message: z.looseObject({ content: z.string() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

type FailureReason = 'timeout' | 'unreachable' | 'status' | 'bad_json' | 'bad_shape' | 'truncated' | 'invalid_text';

class AiReplyError extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

// Listed field by field, so a caller passing a richer object (a report row with a user id or email, say) still
// sends the model only the figures. A Record over the keys makes the compiler flag a new fact left out here.
const FACT_KEYS: Record<keyof EvaluationFacts, true> = {
  address: true,
  rent: true,
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
};

/** The figures alone, as the JSON the model reads. */
export function factsForModel(facts: EvaluationFacts): Record<string, unknown> {
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
        : facts[key];
  }
  return figures;
}

/**
 * Models often wrap the answer in a code fence, add a heading, or use "-" for bullets despite the prompt. Those
 * are presentation slips, not wrong content, so they are undone here; anything else is judged as written.
 */
export function cleanAiText(content: string): string {
  return content
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !/^\s*```/.test(line))
    .filter((line) => !/^\s*#{1,6}\s/.test(line))
    .map((line) => line.replace(/^\s*[-•]\s+/, '* '))
    .join('\n')
    .trim();
}

/** Why a cleaned reply cannot be shown, or null when it is fit for the page. */
export function aiTextProblem(text: string): string | null {
  if (!isValidAiText(text)) return 'empty or a failure message';
  if (text.length > MAX_AI_TEXT_CHARS) return `longer than ${MAX_AI_TEXT_CHARS} characters`;
  const blocks = parseEvaluation(text);
  if (blocks[0]?.kind !== 'paragraph') return 'does not open with a paragraph';
  const bullets = blocks.filter((block) => block.kind === 'bullet').length;
  if (bullets < MIN_AI_BULLETS) return `has ${bullets} bullet(s), fewer than ${MIN_AI_BULLETS}`;
  return null;
}

export interface OpenAiEvaluationWriterOptions {
  /** The API root, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  logger: Logger;
}

/** The `openai` writer (AI_BASE_URL with AI_MODEL, AI_API_KEY when the endpoint needs one). */
export function openaiEvaluationWriter(options: OpenAiEvaluationWriterOptions): EvaluationWriter {
  const fallback = builtinEvaluationWriter();
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  async function ask(facts: EvaluationFacts, signal: AbortSignal | undefined): Promise<string> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const body = JSON.stringify({
      model: options.model,
      messages: [
        { role: 'system', content: EVALUATION_SYSTEM_PROMPT },
        { role: 'user', content: JSON.stringify(factsForModel(facts)) },
      ],
      temperature: AI_TEMPERATURE,
      max_tokens: AI_MAX_TOKENS,
    });
    let res: Response;
    try {
      res = await fetch(url, { method: 'POST', headers, body, signal: combined });
    } catch (error) {
      if (timeout.aborted) throw new AiReplyError('timeout', `no answer within ${options.timeoutMs} ms`);
      throw new AiReplyError('unreachable', error instanceof Error ? error.message : 'request failed');
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new AiReplyError('status', `answered ${res.status}`, res.status);
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      // A body cut off by our own timeout is a timeout, not a bad answer.
      if (timeout.aborted) throw new AiReplyError('timeout', `no full answer within ${options.timeoutMs} ms`);
      throw new AiReplyError('bad_json', 'answered with something other than JSON');
    }
    const parsed = completionSchema.safeParse(json);
    if (!parsed.success) throw new AiReplyError('bad_shape', 'answer has no choices[0].message.content string');
    const [choice] = parsed.data.choices;
    // max_tokens cut the text off mid-sentence: the page would show half a bullet.
    if (choice?.finish_reason === 'length') throw new AiReplyError('truncated', 'answer was cut off at max_tokens');
    const text = cleanAiText(choice?.message.content ?? '');
    const problem = aiTextProblem(text);
    if (problem !== null) throw new AiReplyError('invalid_text', `text ${problem}`);
    return text;
  }

  return {
    name: 'openai',
    async write(facts, callOptions) {
      const signal = callOptions?.signal;
      const started = Date.now();
      try {
        return { text: await ask(facts, signal), source: 'ai' };
      } catch (error) {
        // The caller giving up is not the provider failing: stop rather than write a text nobody will read.
        if (signal?.aborted) throw signal.reason;
        const failure =
          error instanceof AiReplyError ? error : new AiReplyError('unreachable', error instanceof Error ? error.message : 'failed');
        // Only the reason, status and timing: never the key, the request or the model's text.
        options.logger.warn(
          {
            provider: 'openai',
            model: options.model,
            reason: failure.reason,
            ...(failure.status !== undefined ? { status: failure.status } : {}),
            detail: failure.message,
            ms: Date.now() - started,
          },
          'AI evaluation writer failed; using the built-in writer',
        );
        return fallback.write(facts);
      }
    },
  };
}
