import { inventedNumbers, numbersInText } from '#core/writing/letter-numbers';
import { writeLetter } from '#core/writing/letter-writer';
import { writeLetterEs } from '#core/writing/es/letter-writer-es';
import { notSpanishProblem } from './openai-evaluation-writer';
import { planLetter } from '#core/writing/letter-plan';
import {
  letterDateOf,
  NAME_PLACEHOLDER,
  type LetterFacts,
  type LetterLength,
  type LetterRequest,
  type LetterTone,
} from '#core/writing/negotiation-letter';
import { roundTo } from '#core/primitives/round';
import { builtinLetterWriter } from './builtin-letter-writer';
import {
  AiReplyError,
  cleanAiText,
  leadingTextProblem,
  modelWriter,
  type ChatEndpointOptions,
} from './chat-completions';
import type { LetterWriter } from './letter-writer-port';

// The negotiation letter through any OpenAI-compatible chat completions endpoint (the call: chat-completions.ts).
// The model gets the report's figures only (no ids, no account, not the renter's name, not the report's link: those
// are placeholders it keeps and we fill in afterwards), with the built-in letter as the draft to rewrite in the
// chosen tone and length. Its reply is used only when every number in it is one of the report's figures
// (inventedNumbers); whatever goes wrong, the renter still gets the built-in letter, marked as such.

/** The renter edits the letter in place; longer than this is rambling, not a letter. */
const MAX_LETTER_CHARS = 4000;
const MAX_SUBJECT_CHARS = 150;
export const LETTER_TEMPERATURE = 0.3;
/** Room for a full letter of MAX_LETTER_CHARS. */
export const LETTER_MAX_TOKENS = 1200;
/** Stands for the report's link in what the model sees and writes; replaced by the link afterwards. */
export const REPORT_LINK_PLACEHOLDER = '[Report link]';

const LETTER_SYSTEM_PROMPT = [
  'You help a US renter negotiate the rent with a landlord or property manager by writing the letter the renter will send.',
  'The user message is a JSON object with the figures of an independent rent report (RentValue) and a draft letter written from',
  'them. Rewrite the draft into a persuasive, polite letter in the requested tone and length, keeping its facts.',
  'Use only the figures in the JSON. Never invent a number: no other rents, percentages, sizes, distances, dates, lease lengths,',
  'deadlines or counts. Every number you write must be one of the figures, or the difference between two of them. null means unknown:',
  'leave it out.',
  'Fields: kind is "new" (renting a listed unit) or "renewal" (renewing the renter\'s lease). askingRent is the listing\'s asking rent',
  'a month, or for a renewal the rent the landlord offers; currentRent is what the renter pays now; increase is the offered raise in',
  'dollars and percent. purpose is "proposal" or "advice". For a proposal, proposedRent is the rent the renter proposes, below',
  'askingRent: the letter must ask for exactly this rent. For advice, askingRent is already at or below the market, proposedRent',
  'equals it and the letter proposes no other rent: it says the renter is ready to take askingRent and asks for one of the',
  'concessions listed (monthFree: one month free; waivedFees: waived application and move-in fees, or renewal fees; longerLease: a',
  "longer lease at this rent), with no number for them. expectedRent is the report's expected (market) rent for the unit and",
  'minPrice to maxPrice its expected range; sqft and bedrooms describe the unit ("0" is a studio). comps are the most similar',
  'comparable rentals nearby that rent for no more than proposedRent (address, rent a month, bedrooms, sqft, distanceMiles from the',
  'unit): cite each of them and no other rental. When comps is empty in a proposal, say that few comparable rentals nearby rent for',
  'that much or less and rely on the expected rent and range. benchmark is an official rent figure for the area (name, area, release, monthly gross rent',
  'including utilities), given only when it is below askingRent and so supports the renter; when it is null, cite no official',
  "figure. reportDate is the report's date and letterDate the letter's. netEffectiveRent is the average rent a month after the",
  "listing's specials. monthlyFees are the listing's fees a month on top of the rent: ask for them to be waived or included in the rent. rentCap (renewals in CA, OR and WA) is the statewide law (lawName), its cap (capPercent), the",
  'highest rent it allows here (maxAllowedRent) and a verdict: "over" means the offer appears to exceed the cap (say so politely,',
  'without legal threats); "depends" means the cap depends on the regional Consumer Price Index (ask the landlord to confirm the',
  'offer is within it); "within" means the offer is within the cap (do not mention the law).',
  `When reportLink is not null, it is a placeholder: write ${REPORT_LINK_PLACEHOLDER} exactly where the link goes. Sign with`,
  `${NAME_PLACEHOLDER} exactly.`,
  'Write money in whole dollars with thousands separators ($1,850), sizes as 750 sq ft and distances as 0.4 mi.',
  'Reply in plain text: the first line is "Subject: " and a short subject line, then the letter. No markdown headings, bold or code',
  'blocks; list the comparables one a line, each line starting with "- ".',
].join('\n');

const TONE_PROMPTS: Readonly<Record<LetterTone, string>> = {
  friendly:
    'Tone: friendly. Warm and appreciative, glad about the home and hoping to agree, while still citing the figures.',
  neutral: 'Tone: neutral. Factual and polite; let the figures make the case.',
  firm:
    'Tone: firm. Direct and confident, still courteous: state that the renter is ready to sign at the proposed rent and will ' +
    'otherwise look at the cited alternatives.',
};

const LENGTH_PROMPTS: Readonly<Record<LetterLength, string>> = {
  email: `Length: a short email. After the subject line: a greeting, 5 to 9 short lines, and a sign-off with ${NAME_PLACEHOLDER}.`,
  letter:
    'Length: a full letter. Start with the letter date, then the salutation "Dear Landlord/Property Manager,", several short ' +
    "paragraphs, the comparables as a list, the benchmark (when given) with its name, area and release, the report's date (and " +
    `link when given), and a sign-off with ${NAME_PLACEHOLDER}.`,
};

/** The task with the renter's tone and length. */
export function letterSystemPrompt(request: Pick<LetterRequest, 'tone' | 'length' | 'language'>): string {
  return [
    LETTER_SYSTEM_PROMPT,
    TONE_PROMPTS[request.tone],
    LENGTH_PROMPTS[request.length],
    ...(request.language === 'es'
      ? [
          'Write the subject and the letter in US Spanish, addressing the landlord formally as "usted"; the draft is already in Spanish.',
        ]
      : []),
  ].join('\n');
}

const dollars = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? roundTo(value, 0) : null;

/**
 * The figures alone, as the JSON the model reads, built field by field so a richer object (a report row with a user
 * id or email) sends nothing else: the unit, the rents, the cited comps, the benchmark, the cap, the dates, and the
 * built-in letter as the draft. The renter's name and the report's link stay here: the model sees placeholders.
 */
function letterForModel(facts: LetterFacts, request: LetterRequest): Record<string, unknown> {
  const plan = planLetter(facts, request);
  const current = facts.currentRent;
  const raise =
    facts.kind === 'renewal' && typeof current === 'number' && current > 0 && facts.askingRent > current
      ? facts.askingRent - current
      : null;
  const masked: LetterFacts = {
    ...facts,
    renterName: null,
    reportLink: facts.reportLink ? REPORT_LINK_PLACEHOLDER : null,
  };
  const draft = request.language === 'es' ? writeLetterEs(masked, request) : writeLetter(masked, request);
  const benchmark = plan.benchmark;
  return {
    kind: facts.kind,
    purpose: plan.purpose,
    tone: request.tone,
    length: request.length,
    address: facts.address,
    askingRent: dollars(facts.askingRent),
    currentRent: dollars(current),
    increase:
      raise !== null && current ? { dollars: dollars(raise), percent: roundTo((raise / current) * 100, 1) } : null,
    proposedRent: dollars(plan.rent),
    concessions: plan.concessions,
    expectedRent: dollars(facts.expectedRent),
    minPrice: dollars(facts.minPrice),
    maxPrice: dollars(facts.maxPrice),
    sqft: dollars(facts.subjectSqft),
    bedrooms: facts.bedrooms,
    comps: plan.comps.map((comp) => ({
      address: comp.address,
      rent: dollars(comp.rent),
      bedrooms: comp.bedrooms,
      sqft: dollars(comp.sqft),
      distanceMiles:
        typeof comp.distanceMiles === 'number' && Number.isFinite(comp.distanceMiles)
          ? roundTo(comp.distanceMiles, 1)
          : null,
    })),
    benchmark: benchmark
      ? { name: benchmark.name, area: benchmark.area, release: benchmark.release, rent: dollars(benchmark.rent) }
      : null,
    rentCap:
      facts.kind === 'renewal' && facts.rentCap
        ? {
            lawName: facts.rentCap.lawName,
            capPercent: facts.rentCap.capPercent,
            maxAllowedRent: dollars(facts.rentCap.maxAllowedRent),
            verdict: facts.rentCap.verdict,
          }
        : null,
    netEffectiveRent: dollars(plan.specials),
    monthlyFees: dollars(plan.fees),
    reportDate: facts.reportDate,
    letterDate: letterDateOf(facts, request),
    reportLink: masked.reportLink,
    draft: { subject: draft.subject, text: draft.text },
  };
}

/** Presentation slips undone (fences, headings, bold, '*' bullets back to the letter's '- '), then subject and body apart. */
function splitLetterReply(content: string): { subject: string | null; body: string } {
  const lines = cleanAiText(content)
    .split('\n')
    .map((line) => line.replace(/\*\*/g, '').replace(/^\* /, '- '));
  const first = /^\s*subject\s*:\s*(.*)$/i.exec(lines[0] ?? '');
  if (!first) return { subject: null, body: lines.join('\n').trim() };
  return { subject: (first[1] ?? '').trim(), body: lines.slice(1).join('\n').trim() };
}

/** Why a reply cannot be shown to the renter, or null when it is fit to send. */
function letterProblem(
  subject: string | null,
  body: string,
  facts: LetterFacts,
  request: LetterRequest,
): string | null {
  if (subject !== null && (subject === '' || subject.length > MAX_SUBJECT_CHARS))
    return 'has an empty or overlong subject line';
  const leading = leadingTextProblem(body, MAX_LETTER_CHARS);
  if (leading !== null) return leading;
  const invented = inventedNumbers(`${subject ?? ''}\n${body}`, facts, request);
  // The count only: the log never carries the model's text.
  if (invented.length > 0) return `has ${invented.length} number(s) that are not in the report`;
  const proposed = planLetter(facts, request).rent;
  const forms = new Set([String(roundTo(proposed, 2)), String(roundTo(proposed, 0)), String(Math.floor(proposed))]);
  if (!numbersInText(body).some(({ value }) => forms.has(value))) return 'does not state the proposed rent';
  if (facts.reportLink && !body.includes(REPORT_LINK_PLACEHOLDER)) return 'leaves out the report link';
  return null;
}

export type OpenAiLetterWriterOptions = ChatEndpointOptions;

interface LetterInput {
  facts: LetterFacts;
  request: LetterRequest;
}

/** The `openai` letter writer (AI_BASE_URL with AI_MODEL, AI_API_KEY when the endpoint needs one). */
export function openaiLetterWriter(options: OpenAiLetterWriterOptions): LetterWriter {
  const fallback = builtinLetterWriter();
  const write = modelWriter({
    endpoint: options,
    failureMessage: 'AI letter writer failed; using the built-in writer',
    prompt: ({ facts, request }: LetterInput) => ({
      system: letterSystemPrompt(request),
      user: JSON.stringify(letterForModel(facts, request)),
      temperature: LETTER_TEMPERATURE,
      maxTokens: LETTER_MAX_TOKENS,
    }),
    read: (content, { facts, request }) => {
      const { subject, body } = splitLetterReply(content);
      const problem =
        letterProblem(subject, body, facts, request) ?? (request.language === 'es' ? notSpanishProblem(body) : null);
      if (problem !== null) throw new AiReplyError('invalid_text', `letter ${problem}`);
      let text = facts.reportLink ? body.split(REPORT_LINK_PLACEHOLDER).join(facts.reportLink) : body;
      const name = facts.renterName?.trim();
      if (name) text = text.split(NAME_PLACEHOLDER).join(name);
      if (text.length > MAX_LETTER_CHARS)
        throw new AiReplyError('invalid_text', `letter longer than ${MAX_LETTER_CHARS} characters`);
      const builtin = request.language === 'es' ? writeLetterEs : writeLetter;
      return { subject: subject ?? builtin(facts, request).subject, text };
    },
    fallback: ({ facts, request }) => fallback.write(facts, request),
  });

  return { name: 'openai', write: (facts, request, callOptions) => write({ facts, request }, callOptions?.signal) };
}
