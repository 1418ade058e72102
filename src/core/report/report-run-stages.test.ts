import { describe, expect, it } from 'vitest';
import { RESEARCH_LOADING_MESSAGES } from '../messages';
import {
  REPORT_RUN_STAGES,
  reportRunStageMessage,
  researchLoadingMessages,
  shownLoadingIndex,
} from './report-run-stages';

describe('report run stages', () => {
  it('has one stage per loading message, in order', () => {
    expect(REPORT_RUN_STAGES).toHaveLength(RESEARCH_LOADING_MESSAGES.length);
    expect(reportRunStageMessage('address')).toBe('Validating address...');
    expect(reportRunStageMessage('comps')).toBe('Finding nearby comps...');
    expect(reportRunStageMessage('evaluation')).toBe('Loading AI Evaluation...');
    expect(reportRunStageMessage('completing')).toBe('Completing final Rental Value Report analytics...');
  });

  it('cycles every 2 seconds but never ahead of the server', () => {
    expect(shownLoadingIndex(0, -1)).toBe(0);
    expect(shownLoadingIndex(1999, 5)).toBe(0);
    expect(shownLoadingIndex(2000, 5)).toBe(1);
    expect(shownLoadingIndex(9000, 1)).toBe(1);
    expect(shownLoadingIndex(60_000, 5)).toBe(5);
    expect(shownLoadingIndex(60_000, 9)).toBe(5);
  });

  it('says "Loading AI Evaluation..." only when a model writes the evaluation', () => {
    expect(reportRunStageMessage('evaluation', 'ai')).toBe('Loading AI Evaluation...');
    expect(reportRunStageMessage('evaluation', 'builtin')).toBe('Writing the evaluation...');
    expect(researchLoadingMessages(null)).not.toContain('Loading AI Evaluation...');
    expect(researchLoadingMessages('builtin')).toEqual(
      RESEARCH_LOADING_MESSAGES.map((m) => (m === 'Loading AI Evaluation...' ? 'Writing the evaluation...' : m)),
    );
    expect(researchLoadingMessages('ai')).toEqual(RESEARCH_LOADING_MESSAGES);
  });
});
