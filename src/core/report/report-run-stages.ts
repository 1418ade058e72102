import { RESEARCH_LOADING_MESSAGE_MS } from '../constants';
import { BUILTIN_EVALUATION_MESSAGE, RESEARCH_LOADING_MESSAGES } from '../messages';

// The server-side report run goes through six stages, one per loading message (docs/product.md#loading-overlay), in
// the same order. The overlay cycles the messages every 2 seconds but never runs ahead of the stage the server has
// reached: a message is shown only once its stage has started.

export const REPORT_RUN_STAGES = ['address', 'comps', 'scoring', 'report', 'evaluation', 'completing'] as const;
export type ReportRunStage = (typeof REPORT_RUN_STAGES)[number];

export function reportRunStageIndex(stage: ReportRunStage): number {
  return REPORT_RUN_STAGES.indexOf(stage);
}

/** Who writes a run's evaluation: a configured model ('ai') or the built-in writer. */
export type EvaluationWriterKind = 'ai' | 'builtin';

/**
 * The overlay's six messages for a run whose evaluation `writer` writes: "Loading AI Evaluation..." only when a model
 * writes it, "Writing the evaluation..." for the built-in writer and while the server has not said yet.
 */
export function researchLoadingMessages(writer: EvaluationWriterKind | null): readonly string[] {
  if (writer === 'ai') return RESEARCH_LOADING_MESSAGES;
  const evaluation = reportRunStageIndex('evaluation');
  return RESEARCH_LOADING_MESSAGES.map((message, index) =>
    index === evaluation ? BUILTIN_EVALUATION_MESSAGE : message,
  );
}

export function reportRunStageMessage(stage: ReportRunStage, writer: EvaluationWriterKind | null = 'ai'): string {
  const messages = researchLoadingMessages(writer);
  return messages[reportRunStageIndex(stage)] ?? messages[0]!;
}

/**
 * The index of the loading message to show `elapsedMs` after submitting, when the server has reported reaching
 * stage `serverStageIndex` (-1 before it has said anything): the 2-second cycle, held back to the server's stage.
 */
export function shownLoadingIndex(elapsedMs: number, serverStageIndex: number): number {
  const byTimer = Math.floor(Math.max(0, elapsedMs) / RESEARCH_LOADING_MESSAGE_MS);
  const last = RESEARCH_LOADING_MESSAGES.length - 1;
  return Math.max(0, Math.min(byTimer, serverStageIndex, last));
}
