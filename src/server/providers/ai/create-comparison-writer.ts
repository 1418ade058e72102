import type { Logger } from 'pino';
import type { Config } from '../../config';
import { builtinComparisonWriter } from './builtin-comparison-writer';
import type { ComparisonWriter } from './comparison-writer-port';
import { openaiComparisonWriter } from './openai-comparison-writer';

type AiConfig = Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>;

/** The same switch as the evaluation writer: the OpenAI-compatible endpoint when configured, else the built-in writer. */
export function createComparisonWriter(config: AiConfig, logger: Logger): ComparisonWriter {
  if (config.AI_BASE_URL && config.AI_MODEL) {
    return openaiComparisonWriter({
      baseUrl: config.AI_BASE_URL,
      model: config.AI_MODEL,
      ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
      timeoutMs: config.AI_TIMEOUT_MS,
      logger,
    });
  }
  return builtinComparisonWriter();
}
