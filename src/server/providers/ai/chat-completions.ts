import type { Logger } from 'pino';
import { z } from 'zod';
import { isValidAiText, parseEvaluation } from '#core/writing/ai-text';

// The part every AI writer shares: one call to an OpenAI-compatible chat completions endpoint (OpenAI, Ollama,
// vLLM, llama.cpp server), as OpenAI documents it:
//   POST {base}/chat/completions   Authorization: Bearer {key} (servers without keys ignore it, so it is optional)
//   body { model, messages: [{ role, content }], temperature, max_tokens }
//   200 { id, object: 'chat.completion', choices: [{ index, message: { role, content }, finish_reason }], usage }
// and the rule that a provider failure never reaches the renter: it is logged once and the built-in writer answers
// (docs/decisions/030-evaluation-writer.md, 031-compare.md). What counts as a usable text is each writer's own.

export interface ChatEndpointOptions {
  /** The API root, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  logger: Logger;
}

export interface ChatPrompt {
  system: string;
  user: string;
  temperature: number;
  maxTokens: number;
}

export type AiFailureReason =
  'timeout' | 'unreachable' | 'status' | 'bad_json' | 'bad_shape' | 'truncated' | 'invalid_text';

export class AiReplyError extends Error {
  constructor(
    readonly reason: AiFailureReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

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

type ChatCompletions = (prompt: ChatPrompt, signal?: AbortSignal) => Promise<string>;

/**
 * A caller for one endpoint: resolves the assistant's text of the first choice, or throws an AiReplyError saying
 * why there is none (timeout, unreachable, status, bad JSON or shape, cut off at max_tokens).
 */
function chatCompletions(options: Omit<ChatEndpointOptions, 'logger'>): ChatCompletions {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  return async (prompt, signal) => {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const body = JSON.stringify({
      model: options.model,
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
      temperature: prompt.temperature,
      max_tokens: prompt.maxTokens,
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
    // max_tokens cut the text off mid-sentence: the page would show half a sentence.
    if (choice?.finish_reason === 'length') throw new AiReplyError('truncated', 'answer was cut off at max_tokens');
    return choice?.message.content ?? '';
  };
}

/**
 * Runs the model's attempt; on any failure logs one warning and answers with the built-in writer instead. The
 * caller's own abort is not the provider failing: it rejects rather than write a text nobody will read.
 */
async function withBuiltinFallback<T>(options: {
  endpoint: Pick<ChatEndpointOptions, 'model' | 'logger'>;
  signal: AbortSignal | undefined;
  /** The warning's message, e.g. 'AI evaluation writer failed; using the built-in writer'. */
  failureMessage: string;
  attempt: () => Promise<T>;
  fallback: () => Promise<T>;
}): Promise<T> {
  const started = Date.now();
  try {
    return await options.attempt();
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    const failure =
      error instanceof AiReplyError
        ? error
        : new AiReplyError('unreachable', error instanceof Error ? error.message : 'failed');
    // Only the reason, status and timing: never the key, the request or the model's text.
    options.endpoint.logger.warn(
      {
        provider: 'openai',
        model: options.endpoint.model,
        reason: failure.reason,
        ...(failure.status !== undefined ? { status: failure.status } : {}),
        detail: failure.message,
        ms: Date.now() - started,
      },
      options.failureMessage,
    );
    return options.fallback();
  }
}

/**
 * An AI writer's call: the model's reply to prompt(facts), read into the writer's shape (read throws an AiReplyError
 * when the reply is unfit for the page) and marked source 'ai'; on any failure, the built-in writer's answer
 * (withBuiltinFallback).
 */
export function modelWriter<Facts, Reply extends object, Builtin>(options: {
  endpoint: ChatEndpointOptions;
  /** The warning's message when the model fails. */
  failureMessage: string;
  prompt: (facts: Facts) => ChatPrompt;
  read: (content: string, facts: Facts) => Reply;
  fallback: (facts: Facts) => Promise<Builtin>;
}): (facts: Facts, signal: AbortSignal | undefined) => Promise<(Reply & { source: 'ai' }) | Builtin> {
  const complete = chatCompletions(options.endpoint);
  return (facts, signal) =>
    withBuiltinFallback<(Reply & { source: 'ai' }) | Builtin>({
      endpoint: options.endpoint,
      signal,
      failureMessage: options.failureMessage,
      attempt: async () => ({
        ...options.read(await complete(options.prompt(facts), signal), facts),
        source: 'ai' as const,
      }),
      fallback: () => options.fallback(facts),
    });
}

/**
 * The checks every cleaned AI text passes first: a valid text, at most maxChars long, opening with a paragraph.
 * The problem, or null; each writer adds its own checks after these.
 */
export function leadingTextProblem(text: string, maxChars: number): string | null {
  if (!isValidAiText(text)) return 'empty or a failure message';
  if (text.length > maxChars) return `longer than ${maxChars} characters`;
  if (parseEvaluation(text)[0]?.kind !== 'paragraph') return 'does not open with a paragraph';
  return null;
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
