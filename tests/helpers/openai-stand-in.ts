import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpStandIn, StandInAnswer, StandInRequest } from './http-stand-in';

// OpenAI's chat completions API as its API reference documents it, which Ollama, vLLM and llama.cpp's server copy:
//   POST /v1/chat/completions   Authorization: Bearer KEY   body { model, messages: [{ role, content }], ... }
//   200 { id, object: 'chat.completion', created, model, choices: [{ index, message: { role, content },
//         finish_reason }], usage: { prompt_tokens, completion_tokens, total_tokens } }
// Errors answer { error: { message, type, param, code } } with the HTTP status.
//
// The shared startHttpStandIn does not keep request bodies, and a chat completion is all body, so this stand-in
// runs its own server with the same answer shapes (StandInAnswer) and the same quiet handling of late answers.

interface ChatRequest extends StandInRequest {
  /** The raw request body. */
  body: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface OpenAiStandIn extends Omit<HttpStandIn, 'requests'> {
  /** Base URL for AI_BASE_URL (…/v1). */
  url: string;
  requests: ChatRequest[];
  /** Answer the next requests this way (each entry once), before the normal answer. */
  queue: StandInAnswer[];
  /** Answer every request this way until set back to null. */
  always: StandInAnswer | null;
  /** The assistant's text in the normal answer. */
  reply: string;
  /** The chat completion requests received. */
  completions(): ChatRequest[];
}

/** A good evaluation in the product's layout (docs/product.md#evaluation-writer), as a model would write it. */
export const GOOD_AI_REPLY = [
  'At $1,850 a month this 2-bedroom apartment is a little above the expected rent of $1,780, but inside the expected range: a Fair Value with a Value Score of 5.2.',
  '* Price vs Expected Range: $1,850 sits within $1,673–$1,887.',
  '* Price per Sq Ft: $1.85 against a local median of $1.70.',
  '* Negotiation: Ask for $1,780, citing the median comparable rent.',
].join('\n');

/** A chat completion in OpenAI's wire format carrying this text. */
export function chatCompletion(content: string | null, finishReason = 'stop'): StandInAnswer {
  return {
    json: {
      id: 'chatcmpl-standin',
      object: 'chat.completion',
      created: 1_760_000_000,
      model: 'stand-in-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: finishReason }],
      usage: { prompt_tokens: 420, completion_tokens: 180, total_tokens: 600 },
    },
  };
}

export function openAiError(status: number, message: string, code: string | null = null): StandInAnswer {
  return { status, json: { error: { message, type: 'invalid_request_error', param: null, code } } };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** With an apiKey, requests must carry it as a bearer token (as OpenAI requires); without, any request is served (as Ollama does). */
export async function startOpenAiStandIn(apiKey: string | null = 'test-ai-key'): Promise<OpenAiStandIn> {
  const requests: ChatRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const state: Pick<OpenAiStandIn, 'queue' | 'always' | 'reply'> = { queue: [], always: null, reply: GOOD_AI_REPLY };

  function answerFor(request: ChatRequest): StandInAnswer {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
      return openAiError(404, `Invalid URL (${request.method} ${request.path})`);
    }
    if (apiKey !== null && request.headers.authorization !== `Bearer ${apiKey}`) {
      return openAiError(401, 'Incorrect API key provided.', 'invalid_api_key');
    }
    const next = state.queue.shift() ?? state.always;
    if (next) return next;
    const body = request.json;
    if (typeof body !== 'object' || body === null || !('model' in body) || !('messages' in body)) {
      return openAiError(400, "'model' and 'messages' are required properties.");
    }
    return chatCompletion(state.reply);
  }

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request: ChatRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        json: parseJson(body),
      };
      requests.push(request);
      const answer = answerFor(request);
      if (answer.neverAnswers) return;
      const send = () => {
        // The client may have given up (timed out) while a delayed answer waited.
        if (res.destroyed || res.writableEnded) return;
        res.writeHead(answer.status ?? 200, {
          'content-type': answer.text !== undefined ? 'text/plain' : 'application/json',
        });
        if (answer.stallAfter !== undefined) res.write(answer.stallAfter);
        else res.end(answer.text ?? JSON.stringify(answer.json ?? {}));
      };
      if (!answer.delayMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, answer.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return Object.assign(state, {
    origin,
    url: `${origin}/v1`,
    requests,
    completions: () => requests.filter((r) => r.path === '/v1/chat/completions'),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** Between tests: forget the requests, the queued and standing answers, and answer `reply` again. */
export function resetOpenAiStandIn(standIn: OpenAiStandIn, reply: string = GOOD_AI_REPLY): void {
  standIn.requests.length = 0;
  standIn.queue.length = 0;
  standIn.always = null;
  standIn.reply = reply;
}
