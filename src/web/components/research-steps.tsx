import { Trans, useLingui } from '@lingui/react';
import { CheckIcon } from './icons';

// The research flow's progress bar (docs/product.md#the-research-page): 1 enter details, 2 review
// report, 3 compare. An ordered list; the current step carries aria-current="step" and the
// steps before it say they are completed. Numbers sit above the labels so three steps fit a
// phone's width.

type ResearchStep = 1 | 2 | 3;

/** The steps, their labels as message ids of components/messages. */
const RESEARCH_STEPS: readonly { step: ResearchStep; labelId: string }[] = [
  { step: 1, labelId: 'components.steps.enterDetails' },
  { step: 2, labelId: 'components.steps.reviewReport' },
  { step: 3, labelId: 'components.steps.compare' },
];

export type ResearchStepsProps = {
  current: ResearchStep;
  className?: string;
};

export function ResearchSteps({ current, className = '' }: ResearchStepsProps) {
  const { _ } = useLingui();
  return (
    <ol aria-label={_('components.steps.label')} className={`grid grid-cols-3 ${className}`}>
      {RESEARCH_STEPS.map(({ step, labelId }) => {
        const label = _(labelId);
        const done = step < current;
        const isCurrent = step === current;
        const reached = step <= current;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className="relative flex flex-col items-center px-1 text-center"
          >
            {step > 1 ? (
              // The line from the previous step's circle to this one.
              <span
                aria-hidden="true"
                className={`absolute top-3 right-1/2 h-0.5 sm:top-4 w-full -translate-y-1/2 ${reached ? 'bg-brand-700' : 'bg-slate-300'}`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative z-10 flex size-6 items-center justify-center rounded-full border-2 text-xs font-bold sm:size-8 sm:text-sm ${
                isCurrent
                  ? 'border-brand-700 bg-brand-700 text-white ring-2 ring-brand-100 sm:ring-4'
                  : done
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-600'
              }`}
            >
              {done ? <CheckIcon className="size-4" /> : step}
            </span>
            <span
              className={`mt-1 text-xs leading-tight sm:mt-2 sm:text-sm ${
                isCurrent ? 'font-bold text-brand-800' : done ? 'font-semibold text-slate-800' : 'text-slate-600'
              }`}
            >
              {done ? (
                <Trans
                  id="components.steps.done"
                  values={{ step, label }}
                  components={{ 0: <span className="sr-only" />, 1: <span className="sr-only" /> }}
                />
              ) : (
                <Trans
                  id="components.steps.step"
                  values={{ step, label }}
                  components={{ 0: <span className="sr-only" /> }}
                />
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
