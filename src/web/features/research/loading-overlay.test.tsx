import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '#core/i18n/languages';
import type { EvaluationWriterKind } from '#core/report/report-run-stages';
import { WithI18n } from '../../lib/test-i18n';
import { LoadingOverlay } from './loading-overlay';

// The loading overlay names the evaluation's writer as the server said: "Loading AI Evaluation…" only for a model.

function overlay(writer: EvaluationWriterKind | null, language: Language = 'en'): string {
  return renderToStaticMarkup(
    <WithI18n language={language}>
      <LoadingOverlay serverStage={4} writer={writer} />
    </WithI18n>,
  );
}

describe('LoadingOverlay', () => {
  it('says the built-in writer writes the evaluation, in both languages', () => {
    expect(overlay('builtin')).toContain('Writing the evaluation...');
    expect(overlay('builtin')).not.toContain('AI Evaluation');
    expect(overlay('builtin', 'es')).toContain('Escribiendo la evaluación...');
    expect(overlay('builtin', 'es')).not.toContain('IA');
  });

  it('says "Loading AI Evaluation…" when a model writes it, and claims no AI before the server has said', () => {
    expect(overlay('ai')).toContain('Loading AI Evaluation...');
    expect(overlay('ai', 'es')).toContain('Cargando la evaluación de IA...');
    expect(overlay(null)).not.toContain('AI Evaluation');
  });
});
