import { useLingui } from '@lingui/react';
import type { ReportValuation } from '#core/api/reports';
import { confidenceReasonText } from '#core/valuation/confidence-reason-text';
import { useCoreText } from '../../lib/core-messages';
import { useLanguage } from '../../lib/use-language';

type Confidence = NonNullable<ReportValuation['confidence']>;
type Level = Confidence['level'];

// Each level has its own colour, its own number of filled bars and its own word, so colour is never the only cue.
const highBadgeClass = 'bg-emerald-50 text-emerald-900 ring-emerald-300';
const mediumBadgeClass = 'bg-amber-50 text-amber-950 ring-amber-300';
const lowBadgeClass = 'bg-red-50 text-red-900 ring-red-300';
const BADGE_CLASS: Record<Level, string> = { high: highBadgeClass, medium: mediumBadgeClass, low: lowBadgeClass };

const FILLED_BARS: Record<Level, number> = { high: 3, medium: 2, low: 1 };

/**
 * "Confidence: High/Medium/Low" (docs/product.md#confidence-levels): how far to trust the expected rent, with the
 * reasons when not High.
 */
export function ConfidenceBadge({ confidence, showReasons = true }: { confidence: Confidence; showReasons?: boolean }) {
  const { _ } = useLingui();
  const core = useCoreText();
  const language = useLanguage();
  const reasons = showReasons && confidence.level !== 'high' ? confidence.reasons : [];
  return (
    <div data-confidence={confidence.level} className="space-y-1.5">
      <p>
        <span
          className={`inline-flex items-center gap-2 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${BADGE_CLASS[confidence.level]}`}
        >
          <SignalIcon filled={FILLED_BARS[confidence.level]} />
          {_('reports.confidence.label', { label: core(confidence.label) })}
        </span>
      </p>
      {reasons.length > 0 ? (
        <div className="text-sm text-slate-700">
          <p className="font-semibold text-slate-800">{_('reports.confidence.reasonsHeading')}</p>
          <ul className="mt-0.5 list-disc space-y-0.5 pl-5">
            {reasons.map((reason) => (
              <li key={reason.id}>{confidenceReasonText(reason, language)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** Three rising bars, as many filled as the level is high (the word beside it says the same). */
function SignalIcon({ filled }: { filled: number }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 14 12" className="h-3 w-3.5 shrink-0">
      {[0, 1, 2].map((bar) => (
        <rect
          key={bar}
          x={bar * 5}
          y={8 - bar * 4}
          width={3.5}
          height={4 + bar * 4}
          rx={0.75}
          fill="currentColor"
          fillOpacity={bar < filled ? 1 : 0.25}
        />
      ))}
    </svg>
  );
}
