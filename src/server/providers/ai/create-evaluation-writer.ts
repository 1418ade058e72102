import type { Logger } from 'pino';
import type { Config } from '../../config';
import { builtinEvaluationWriter } from './builtin-evaluation-writer';
import type { EvaluationWriter } from './evaluation-writer-port';
import { openaiEvaluationWriter } from './openai-evaluation-writer';

type AiConfig = Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>;

/** An OpenAI-compatible endpoint when AI_BASE_URL and AI_MODEL are set (AI_API_KEY optional); the built-in writer otherwise. */
export function createEvaluationWriter(config: AiConfig, logger: Logger): EvaluationWriter {
  if (config.AI_BASE_URL && config.AI_MODEL) {
    return openaiEvaluationWriter({
      baseUrl: config.AI_BASE_URL,
      model: config.AI_MODEL,
      ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
      timeoutMs: config.AI_TIMEOUT_MS,
      logger,
    });
  }
  return builtinEvaluationWriter();
}
