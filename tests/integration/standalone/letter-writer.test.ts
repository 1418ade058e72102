import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeLetter } from '#core/writing/letter-writer';
import { defaultProposedRent, type LetterFacts, type LetterRequest } from '#core/writing/negotiation-letter';
import { loadConfig } from '#server/config';
import { createLetterWriter } from '#server/providers/ai/create-letter-writer';
import {
  LETTER_MAX_TOKENS,
  LETTER_TEMPERATURE,
  letterSystemPrompt,
  openaiLetterWriter,
  REPORT_LINK_PLACEHOLDER,
} from '#server/providers/ai/openai-letter-writer';
import {
  chatCompletion,
  openAiError,
  startOpenAiStandIn,
  type OpenAiStandIn,
  resetOpenAiStandIn,
} from '../../helpers/openai-stand-in';

// The negotiation letter writer (docs/product.md#model-written-letters) over HTTP against the OpenAI stand-in: the
// model's letter is used only when it holds the report's figures and nothing else; otherwise, and on any provider
// failure, the built-in letter.

const API_KEY = 'test-ai-key';
const MODEL = 'stand-in-model';
// Generous, so a loaded CI machine never mistakes a prompt answer for a slow one; the slow answer waits far longer.
const TIMEOUT_MS = 1500;
const LINK = 'https://rentvalue.example/r/k3J9x2';

const facts: LetterFacts = {
  kind: 'new',
  address: '123 Main St, Apt 4B, Springfield, IL 62701',
  askingRent: 2100,
  currentRent: null,
  expectedRent: 1780.4,
  minPrice: 1673.2,
  maxPrice: 1886.8,
  valueScore: 2.6,
  subjectSqft: 1000,
  bedrooms: '2',
  comps: [
    {
      address: '45 Oak St, Springfield, IL 62701',
      rent: 1650,
      bedrooms: '2',
      sqft: 950,
      distanceMiles: 0.42,
    },
    {
      address: '9 Pine Ave, Springfield, IL 62702',
      rent: 1750,
      bedrooms: '2',
      sqft: 1020,
      distanceMiles: 0.8,
    },
    {
      address: '1 Top St, Springfield, IL 62701',
      rent: 2300,
      bedrooms: '2',
      sqft: 1000,
      distanceMiles: 0.1,
    },
  ],
  benchmark: {
    name: 'HUD Small Area Fair Market Rent',
    area: 'ZIP 62701 (Springfield, IL MSA)',
    release: 'HUD FY2024 Small Area Fair Market Rents (revised)',
    rent: 1450,
  },
  reportDate: '2026-05-04',
  reportLink: LINK,
  renterName: 'Alex',
  rentCap: null,
  netEffectiveRent: null,
};
const request: LetterRequest = { tone: 'firm', length: 'email', proposedRent: defaultProposedRent(facts) };
const builtin = writeLetter(facts, request);

/** A good firm email as a model would write it: only the report's figures, the placeholders kept. */
const GOOD_LETTER = [
  'Subject: Offer for 123 Main St at $1,780 a month',
  'Hello,',
  'I would like to rent 123 Main St, listed at $2,100, and I am ready to sign at $1,780 a month.',
  `A RentValue report of May 4, 2026 puts the expected rent at $1,780 (range $1,673 to $1,887): ${REPORT_LINK_PLACEHOLDER}`,
  '- 45 Oak St: $1,650, 2 bedrooms, 950 sq ft, 0.4 mi',
  '- 9 Pine Ave: $1,750, 2 bedrooms, 1,020 sq ft, 0.8 mi',
  'The HUD Small Area Fair Market Rent for ZIP 62701 is $1,450.',
  'If $1,780 does not work for you, I will look at these alternatives.',
  'Regards,',
  '[Your name]',
].join('\n');
const GOOD_TEXT = GOOD_LETTER.split('\n')
  .slice(1)
  .join('\n')
  .replace(REPORT_LINK_PLACEHOLDER, LINK)
  .replace('[Your name]', 'Alex');

let standIn: OpenAiStandIn;
let logLines: string[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) });

function writer(timeoutMs = TIMEOUT_MS) {
  return openaiLetterWriter({ baseUrl: standIn.url, model: MODEL, apiKey: API_KEY, timeoutMs, logger });
}

interface LoggedWarning {
  msg: string;
  reason: string;
  detail: string;
  status?: number;
}

function warnings(): LoggedWarning[] {
  return logLines.map((line) => JSON.parse(line) as LoggedWarning);
}

/** The built-in letter, marked builtin, with one warning naming the reason and neither the key nor the model's text. */
function expectFallback(result: { subject: string; text: string; source: string }, reason: string) {
  expect(result).toEqual({ ...builtin, source: 'builtin' });
  expect(warnings()).toHaveLength(1);
  expect(warnings()[0]).toMatchObject({ msg: 'AI letter writer failed; using the built-in writer', reason });
  expect(logLines.join('\n')).not.toContain(API_KEY);
  expect(logLines.join('\n')).not.toContain('$1,700');
}

beforeAll(async () => {
  standIn = await startOpenAiStandIn(API_KEY);
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(() => {
  resetOpenAiStandIn(standIn, GOOD_LETTER);
  logLines = [];
});

describe('OpenAI-compatible letter writer against the stand-in', () => {
  it('uses a valid reply: its subject, the link and the name filled in, source ai', async () => {
    const result = await writer().write(facts, request);
    expect(result).toEqual({ subject: 'Offer for 123 Main St at $1,780 a month', text: GOOD_TEXT, source: 'ai' });
    expect(result.text).toContain(LINK);
    expect(result.text.endsWith('\nAlex')).toBe(true);
    expect(logLines).toEqual([]);
  });

  it('keeps the built-in subject when the reply has no subject line', async () => {
    standIn.reply = GOOD_LETTER.split('\n').slice(1).join('\n');
    expect(await writer().write(facts, request)).toEqual({ subject: builtin.subject, text: GOOD_TEXT, source: 'ai' });
  });

  it('sends the model the task, tone and length, and only the figures with the built-in draft', async () => {
    const row = { ...facts, userId: 'user-123', email: 'renter@example.com', id: 'report-9' };
    await writer().write(row, request);
    const sent = standIn.completions()[0];
    expect(sent?.json).toEqual({
      model: MODEL,
      messages: [
        { role: 'system', content: letterSystemPrompt(request) },
        { role: 'user', content: expect.any(String) as unknown },
      ],
      temperature: LETTER_TEMPERATURE,
      max_tokens: LETTER_MAX_TOKENS,
    });
    expect(letterSystemPrompt(request)).toContain('Tone: firm');
    expect(letterSystemPrompt(request)).toContain('Length: a short email');
    const user = JSON.parse((sent?.json as { messages: { content: string }[] }).messages[1]?.content ?? '') as Record<
      string,
      unknown
    >;
    expect(Object.keys(user).sort()).toEqual(
      [
        'address',
        'askingRent',
        'benchmark',
        'bedrooms',
        'comps',
        'concessions',
        'currentRent',
        'draft',
        'expectedRent',
        'increase',
        'kind',
        'length',
        'letterDate',
        'maxPrice',
        'minPrice',
        'monthlyFees',
        'netEffectiveRent',
        'proposedRent',
        'purpose',
        'rentCap',
        'reportDate',
        'reportLink',
        'sqft',
        'tone',
      ].sort(),
    );
    expect(user).toMatchObject({
      purpose: 'proposal',
      concessions: [],
      askingRent: 2100,
      proposedRent: 1780,
      expectedRent: 1780,
      reportLink: REPORT_LINK_PLACEHOLDER,
    });
    // Only the cited comps (renting for no more than the proposal), with their figures alone.
    expect(user.comps).toEqual([
      { address: '45 Oak St, Springfield, IL 62701', rent: 1650, bedrooms: '2', sqft: 950, distanceMiles: 0.4 },
      { address: '9 Pine Ave, Springfield, IL 62702', rent: 1750, bedrooms: '2', sqft: 1020, distanceMiles: 0.8 },
    ]);
    expect(user.draft).toEqual(
      writeLetter({ ...facts, renterName: null, reportLink: REPORT_LINK_PLACEHOLDER }, request),
    );
    for (const secret of ['user-123', 'renter@example.com', 'report-9', 'Alex', LINK, 'correlation', 'valueScore']) {
      expect(sent?.body).not.toContain(secret);
    }
  });

  it('falls back to the built-in letter when the reply invents a number', async () => {
    standIn.reply = GOOD_LETTER.replace(
      '- 9 Pine Ave',
      '- 12 Cedar Ln: $1,700, 2 bedrooms, 900 sq ft, 0.6 mi\n- 9 Pine Ave',
    );
    expectFallback(await writer().write(facts, request), 'invalid_text');
    expect(warnings()[0]?.detail).toBe('letter has 4 number(s) that are not in the report');
  });

  it.each([
    ['an invented percent', GOOD_LETTER.replace('The HUD', 'Rents fell 12% this year. The HUD'), 'not in the report'],
    [
      'an invented lease length',
      GOOD_LETTER.replace('ready to sign', 'ready to sign a 12-month lease'),
      'not in the report',
    ],
    [
      'an invented subject figure',
      GOOD_LETTER.replace('Subject: Offer for 123 Main St at $1,780', 'Subject: Offer at $1,700'),
      'not in the report',
    ],
    ['no proposed rent', GOOD_LETTER.replace(/\$1,780/g, 'less'), 'does not state the proposed rent'],
    ['the report link left out', GOOD_LETTER.replace(`: ${REPORT_LINK_PLACEHOLDER}`, ''), 'leaves out the report link'],
    ['an empty text', 'Subject: Rent\n   ', 'empty'],
    ['a failure message', 'AI Error: quota exceeded', 'failure message'],
    ['a text over 4000 characters', `${GOOD_LETTER}\n${'I really like it. '.repeat(240)}`, 'longer than 4000'],
  ])('falls back on a reply with %s', async (_name, content, detail) => {
    standIn.reply = content;
    expectFallback(await writer().write(facts, request), 'invalid_text');
    expect(warnings()[0]?.detail).toContain(detail);
  });

  it('falls back within the timeout when the reply is slow', async () => {
    standIn.always = { ...chatCompletion(GOOD_LETTER), delayMs: 10_000 };
    const result = await writer().write(facts, request);
    // The built-in letter, and the log says the model's time ran out (its answer would have come 8.5 s later).
    expectFallback(result, 'timeout');
  });

  it('falls back on a 500', async () => {
    standIn.queue.push(openAiError(500, 'The server had an error while processing your request.'));
    const result = await writer().write(facts, request);
    expectFallback(result, 'status');
    expect(warnings()[0]?.status).toBe(500);
  });

  it('falls back when the letter was cut off at max_tokens', async () => {
    standIn.queue.push(chatCompletion(GOOD_LETTER, 'length'));
    expectFallback(await writer().write(facts, request), 'truncated');
  });

  it('stops, without falling back, when the caller aborts', async () => {
    standIn.always = { ...chatCompletion(GOOD_LETTER), delayMs: 3000 };
    const controller = new AbortController();
    const pending = writer(5000).write(facts, request, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('letter cancelled')), 50);
    await expect(pending).rejects.toThrow('letter cancelled');
    expect(logLines).toEqual([]);
  });
});

describe('createLetterWriter', () => {
  it('uses the built-in writer with no AI configuration', async () => {
    const writer = createLetterWriter(loadConfig({}), logger);
    expect(writer.name).toBe('builtin');
    expect(await writer.write(facts, request)).toEqual({ ...builtin, source: 'builtin' });
    expect(standIn.completions()).toHaveLength(0);
  });

  it('uses the OpenAI-compatible endpoint when AI_BASE_URL and AI_MODEL are set', async () => {
    const config = loadConfig({
      AI_BASE_URL: standIn.url,
      AI_MODEL: MODEL,
      AI_API_KEY: API_KEY,
      AI_TIMEOUT_MS: '1000',
    });
    const writer = createLetterWriter(config, logger);
    expect(writer.name).toBe('openai');
    expect(await writer.write(facts, request)).toMatchObject({ text: GOOD_TEXT, source: 'ai' });
    expect(standIn.completions()[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });
});
