import { CheckIcon } from './icons';

// The research flow's progress bar (docs/product.md#the-research-page): 1 enter details, 2 review
// report, 3 compare. An ordered list; the current step carries aria-current="step" and the
// steps before it say they are completed. Numbers sit above the labels so three steps fit a
// phone's width.

export type ResearchStep = 1 | 2 | 3;

export const RESEARCH_STEPS: readonly { step: ResearchStep; label: string }[] = [
  { step: 1, label: 'Enter Details' },
  { step: 2, label: 'Review Report' },
  { step: 3, label: 'Compare' },
];

export type ResearchStepsProps = {
  current: ResearchStep;
  className?: string;
};

export function ResearchSteps({ current, className = '' }: ResearchStepsProps) {
  return (
    <ol aria-label="Research progress" className={`grid grid-cols-3 ${className}`}>
      {RESEARCH_STEPS.map(({ step, label }) => {
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
              <span className="sr-only">Step {step}: </span>
              {label}
              {done ? <span className="sr-only"> (completed)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
