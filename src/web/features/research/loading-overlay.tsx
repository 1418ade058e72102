import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { researchLoadingMessages, shownLoadingIndex, type EvaluationWriterKind } from '#core/report/report-run-stages';
import { useCoreText } from '../../lib/core-messages';

/**
 * The research loading overlay (docs/product.md#loading-overlay): the six messages cycle every 2 seconds, held back
 * to the stage the server has reached (`serverStage`, -1 before it said anything), so no step shows as done before
 * it is. The evaluation's step names its writer as the server said (`writer`; null until it has).
 */
export function LoadingOverlay({
  serverStage,
  writer = null,
}: {
  serverStage: number;
  writer?: EvaluationWriterKind | null;
}) {
  const { _ } = useLingui();
  const core = useCoreText();
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  const shown = shownLoadingIndex(now - startedAt, serverStage);
  const messages = researchLoadingMessages(writer);
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4 backdrop-blur-sm"
      data-print-hide
    >
      <div role="status" aria-live="polite" className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <div
          className="mx-auto h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
          aria-hidden="true"
        />
        <p className="mt-5 text-center text-lg font-semibold text-slate-900">{core(messages[shown] ?? '')}</p>
        <ol className="mt-5 space-y-2 text-sm" aria-label={_('research.loading.progress')}>
          {messages.map((message, index) => {
            const state = index < shown ? 'done' : index === shown ? 'current' : 'waiting';
            const stateText =
              state === 'done' ? _('research.loading.done') : state === 'current' ? _('research.loading.current') : '';
            return (
              <li
                key={message}
                className={`flex items-center gap-2 ${state === 'waiting' ? 'text-slate-500' : 'text-slate-800'}`}
              >
                <span
                  aria-hidden="true"
                  className={`inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                    state === 'done'
                      ? 'bg-brand-700 text-white'
                      : state === 'current'
                        ? 'border-2 border-brand-700'
                        : 'border border-slate-300'
                  }`}
                >
                  {state === 'done' ? '✓' : ''}
                </span>
                <span>
                  {core(message)}
                  <span className="sr-only">{stateText ? ` ${stateText}` : ''}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
