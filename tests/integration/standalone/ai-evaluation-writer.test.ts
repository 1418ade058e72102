import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WITHIN_RANGE } from '#fixtures/evaluation-facts';
import { writeEvaluation } from '#core/writing/evaluation-writer';
import { loadConfig } from '#server/config';
import { createEvaluationWriter } from '#server/providers/ai/create-evaluation-writer';
import {
  AI_MAX_TOKENS,
  AI_TEMPERATURE,
  EVALUATION_SYSTEM_PROMPT,
  openaiEvaluationWriter,
} from '#server/providers/ai/openai-evaluation-writer';
import {
  chatCompletion,
  GOOD_AI_REPLY,
  openAiError,
  startOpenAiStandIn,
  type OpenAiStandIn,
  resetOpenAiStandIn,
} from '../../helpers/openai-stand-in';

const API_KEY = 'test-ai-key';
const MODEL = 'stand-in-model';
// Generous for a good reply on a busy machine (300 ms once timed out a prompt reply while the whole suite ran).
const TIMEOUT_MS = 2000;
/** The timeout of the slow-reply test, which waits it out. */
const SHORT_TIMEOUT_MS = 300;

const facts = WITHIN_RANGE;
const builtinText = writeEvaluation(facts);

let standIn: OpenAiStandIn;
let logLines: string[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) });

function writer(overrides: { apiKey?: string; baseUrl?: string; timeoutMs?: number } = {}) {
  return openaiEvaluationWriter({
    baseUrl: overrides.baseUrl ?? standIn.url,
    model: MODEL,
    apiKey: 'apiKey' in overrides ? overrides.apiKey : API_KEY,
    timeoutMs: overrides.timeoutMs ?? TIMEOUT_MS,
    logger,
  });
}

interface LoggedWarning {
  level: number;
  msg: string;
  reason: string;
  status?: number;
}

function warnings(): LoggedWarning[] {
  return logLines.map((line) => JSON.parse(line) as LoggedWarning);
}

/** The writer fell back: the built-in text, marked builtin, with one warning naming the reason and no key. */
function expectFallback(result: { text: string; source: string }, reason: string) {
  expect(result).toEqual({ text: builtinText, source: 'builtin' });
  expect(warnings()).toHaveLength(1);
  expect(warnings()[0]).toMatchObject({
    level: 40,
    msg: 'AI evaluation writer failed; using the built-in writer',
    reason,
  });
  expect(logLines.join('\n')).not.toContain(API_KEY);
}

beforeAll(async () => {
  standIn = await startOpenAiStandIn(API_KEY);
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(() => {
  resetOpenAiStandIn(standIn, GOOD_AI_REPLY);
  logLines = [];
});

describe('OpenAI-compatible evaluation writer against a stand-in speaking POST /chat/completions', () => {
  it('returns a good reply as the AI text', async () => {
    const result = await writer().write(facts);
    expect(result).toEqual({ text: GOOD_AI_REPLY, source: 'ai' });
    expect(standIn.completions()).toHaveLength(1);
    expect(logLines).toEqual([]);
  });

  it('sends the key as a bearer token, and no Authorization header without a key', async () => {
    await writer().write(facts);
    expect(standIn.completions()[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(standIn.completions()[0]?.headers['content-type']).toBe('application/json');

    const open = await startOpenAiStandIn(null);
    try {
      const result = await writer({ baseUrl: `${open.url}/`, apiKey: undefined }).write(facts);
      expect(result.source).toBe('ai');
      expect(open.completions()[0]?.headers.authorization).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('sends the model, the system prompt and the figures as JSON, and nothing else', async () => {
    // A caller passing a richer object (a report row) must not leak its other fields to the model.
    const row = { ...facts, userId: 'user-123', email: 'renter@example.com', id: 'report-9' };
    await writer().write(row);
    const request = standIn.completions()[0];
    expect(request?.json).toEqual({
      model: MODEL,
      messages: [
        { role: 'system', content: EVALUATION_SYSTEM_PROMPT },
        { role: 'user', content: expect.any(String) as unknown },
      ],
      temperature: AI_TEMPERATURE,
      max_tokens: AI_MAX_TOKENS,
    });
    expect(AI_TEMPERATURE).toBe(0.3);
    expect(AI_MAX_TOKENS).toBe(600);
    const body = request?.json as { messages: { content: string }[] };
    expect(JSON.parse(body.messages[1]?.content ?? '')).toEqual(facts);
    expect(request?.body).not.toContain('renter@example.com');
    expect(request?.body).not.toContain('user-123');
    expect(request?.body).not.toContain('report-9');
  });

  it('strips a code fence, a heading and dash bullets from an otherwise good reply', async () => {
    standIn.reply = `\`\`\`text\n## Evaluation\n${GOOD_AI_REPLY.replace(/^\* /gm, '- ')}\n\`\`\``;
    expect(await writer().write(facts)).toEqual({ text: GOOD_AI_REPLY, source: 'ai' });
  });

  it('falls back to the built-in writer on a 500', async () => {
    standIn.queue.push(openAiError(500, 'The server had an error while processing your request.'));
    const result = await writer().write(facts);
    expectFallback(result, 'status');
    expect(warnings()[0]?.status).toBe(500);
  });

  it('falls back on a refused key (401) without logging the key', async () => {
    const result = await writer({ apiKey: 'sk-wrong-secret-key' }).write(facts);
    expect(result).toEqual({ text: builtinText, source: 'builtin' });
    expect(warnings()[0]).toMatchObject({ reason: 'status', status: 401 });
    expect(logLines.join('\n')).not.toContain('sk-wrong-secret-key');
  });

  it('falls back at the timeout when the reply never comes', async () => {
    // An answer later than any test: waiting for it would time the test out (no race with a slow stand-in).
    standIn.always = { ...chatCompletion(GOOD_AI_REPLY), delayMs: 600_000 };
    const started = Date.now();
    const result = await writer({ timeoutMs: SHORT_TIMEOUT_MS }).write(facts);
    const elapsed = Date.now() - started;
    expectFallback(result, 'timeout');
    expect(elapsed).toBeGreaterThanOrEqual(SHORT_TIMEOUT_MS - 20);
  });

  it.each([
    ['a failure message', 'AI Error: quota exceeded'],
    ['an empty text', ''],
    ['whitespace only', '  \n  '],
    ['a paragraph without bullets', 'This listing looks fairly priced for the area.'],
    ['a single bullet', 'Fairly priced.\n* Price: $1,850 is within range.'],
    ['bullets without an opening paragraph', '* Price: within range.\n* Size: average.'],
    ['a text over 4000 characters', `${'Long. '.repeat(700)}\n* A: b\n* C: d`],
  ])('falls back when the model writes %s', async (_name, content) => {
    standIn.reply = content;
    expectFallback(await writer().write(facts), 'invalid_text');
  });

  it('falls back when the content is not a string', async () => {
    standIn.queue.push(chatCompletion(null));
    expectFallback(await writer().write(facts), 'bad_shape');
  });

  it('falls back when the text was cut off at max_tokens', async () => {
    standIn.queue.push(chatCompletion(GOOD_AI_REPLY, 'length'));
    expectFallback(await writer().write(facts), 'truncated');
  });

  it('falls back on malformed JSON', async () => {
    standIn.queue.push({ status: 200, text: '{"choices": [{"message": ' });
    expectFallback(await writer().write(facts), 'bad_json');
  });

  it('falls back on JSON without choices', async () => {
    standIn.queue.push({ json: { object: 'chat.completion', choices: [] } });
    expectFallback(await writer().write(facts), 'bad_shape');
  });

  it('falls back when the endpoint cannot be reached', async () => {
    const gone = await startOpenAiStandIn(null);
    await gone.close();
    expectFallback(await writer({ baseUrl: gone.url }).write(facts), 'unreachable');
  });

  it('stops, without falling back, when the caller aborts', async () => {
    standIn.always = { ...chatCompletion(GOOD_AI_REPLY), delayMs: 3000 };
    const controller = new AbortController();
    const pending = writer({ timeoutMs: 5000 }).write(facts, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('report cancelled')), 50);
    await expect(pending).rejects.toThrow('report cancelled');
    expect(logLines).toEqual([]);
  });
});

describe('createEvaluationWriter', () => {
  it('uses the built-in writer with no AI configuration', async () => {
    const builtin = createEvaluationWriter(loadConfig({}), logger);
    expect(builtin.name).toBe('builtin');
    expect(await builtin.write(facts)).toEqual({ text: builtinText, source: 'builtin' });
  });

  it('uses the OpenAI-compatible endpoint when AI_BASE_URL and AI_MODEL are set', async () => {
    const config = loadConfig({
      AI_BASE_URL: standIn.url,
      AI_MODEL: MODEL,
      AI_API_KEY: API_KEY,
      AI_TIMEOUT_MS: '1000',
    });
    const ai = createEvaluationWriter(config, logger);
    expect(ai.name).toBe('openai');
    expect(await ai.write(facts)).toEqual({ text: GOOD_AI_REPLY, source: 'ai' });
    expect(standIn.completions()[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });
});
