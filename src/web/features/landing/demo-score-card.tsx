import { Trans, useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { DEMO_ROTATION_MS, DEMO_SCORE_CARDS } from '#core/constants';
import { formatScore } from '#core/primitives/format';
import { ScoreBar } from '../../components/score-bar';
import { useCoreText } from '../../lib/core-messages';
import { usePrefersReducedMotion } from '../../lib/use-media-query';

// Text colours are fixed shades rather than the score hue, so the label always has AA contrast.
const goodToneClass = 'bg-green-50 text-green-800 ring-green-200';
const fairToneClass = 'bg-amber-50 text-amber-900 ring-amber-200';
const poorToneClass = 'bg-red-50 text-red-800 ring-red-200';

function toneClass(score: number): string {
  if (score > 6) return goodToneClass;
  if (score >= 4) return fairToneClass;
  return poorToneClass;
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M6 4h3v12H6zM11 4h3v12h-3z" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M6 4l10 6-10 6z" />
    </svg>
  );
}

/**
 * A sample Value Score that rotates through three example verdicts. Display only: no real listing.
 * Rotation is off for visitors who prefer reduced motion, and anyone can pause or resume it.
 */
export function DemoScoreCard() {
  const { _ } = useLingui();
  const core = useCoreText();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // null until the visitor chooses; until then, reduced motion decides.
  const [pausedChoice, setPausedChoice] = useState<boolean | null>(null);
  const paused = pausedChoice ?? reducedMotion;

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % DEMO_SCORE_CARDS.length), DEMO_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  const demo = DEMO_SCORE_CARDS[index % DEMO_SCORE_CARDS.length]!;

  return (
    <section
      aria-labelledby="demo-score-title"
      className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="demo-score-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          {_('landing.demo.title')}
        </h2>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {_('landing.demo.example')}
        </span>
      </div>

      {/* Polite and atomic: a screen reader hears "5.1 / 10 Fair Value" after what it is reading, never mid-sentence. */}
      <div aria-live="polite" aria-atomic="true">
        <p className="mt-4 flex items-baseline gap-1">
          <span className="text-6xl font-extrabold tabular-nums tracking-tight text-slate-900">
            {formatScore(demo.score)}
          </span>
          <span className="text-lg font-medium text-slate-600">/ 10</span>
        </p>
        <p className={`mt-2 inline-block rounded-full px-3 py-1 text-sm font-semibold ring-1 ${toneClass(demo.score)}`}>
          {core(demo.label)}
        </p>
      </div>

      <ScoreBar score={demo.score} className="mt-5 w-full" />
      <div className="mt-1 flex justify-between px-2 text-xs text-slate-600" aria-hidden="true">
        <span>1</span>
        <span>5.5</span>
        <span>10</span>
      </div>

      <div className="mt-5 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="text-xs text-slate-600">{_('landing.demo.note')}</p>
        <button
          type="button"
          onClick={() => setPausedChoice(!paused)}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-100"
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
          {paused ? (
            <Trans id="landing.demo.play" components={{ 0: <span className="sr-only" /> }} />
          ) : (
            <Trans id="landing.demo.pause" components={{ 0: <span className="sr-only" /> }} />
          )}
        </button>
      </div>
    </section>
  );
}
