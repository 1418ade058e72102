import type { Logger } from 'pino';
import type { Config } from '../../config';
import { builtinLetterWriter } from './builtin-letter-writer';
import type { LetterWriter } from './letter-writer-port';
import { openaiLetterWriter } from './openai-letter-writer';

type AiConfig = Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>;

/** The same switch as the evaluation writer: the OpenAI-compatible endpoint when configured, else the built-in writer. */
export function createLetterWriter(config: AiConfig, logger: Logger): LetterWriter {
  if (config.AI_BASE_URL && config.AI_MODEL) {
    return openaiLetterWriter({
      baseUrl: config.AI_BASE_URL,
      model: config.AI_MODEL,
      ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
      timeoutMs: config.AI_TIMEOUT_MS,
      logger,
    });
  }
  return builtinLetterWriter();
}
