import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router';
import {
  ADDITIONAL_PAY_FREQUENCY_OPTIONS,
  PRIMARY_PAY_FREQUENCY_OPTIONS,
  computeAffordability,
  type AffordabilityInput,
} from '#core/renter-tools/affordability';
import { AFFORDABILITY_HIGH_INCOME_MULTIPLE, AFFORDABILITY_LOW_INCOME_MULTIPLE } from '#core/constants';
import { formatUsd } from '#core/primitives/format';
import { buttonClass } from '../../components/button-styles';
import { SelectField, TextField, type SelectOption } from '../../components/field';
import { paths } from '../../lib/paths';
import { InfoPage, textLinkClass } from '../../components/info-page';
import { AFFORDABILITY_TEXTS } from './affordability-texts';

const cardClass = 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6';

type IncomeValues = Required<AffordabilityInput> & { primaryIncome: string; additionalIncome: string };

const START: IncomeValues = {
  primaryIncome: '',
  primaryFrequency: 'biweekly',
  additionalIncome: '',
  additionalFrequency: 'monthly',
};

type Income = {
  legend: string;
  optional: boolean;
  amount: 'primaryIncome' | 'additionalIncome';
  amountLabel: string;
  amountHint: string;
  frequency: 'primaryFrequency' | 'additionalFrequency';
  frequencyLabel: string;
  /** Annually is offered for additional income only (docs/product.md#affordability-calculator). */
  frequencies: readonly SelectOption[];
};

const INCOMES: readonly Income[] = [
  {
    legend: 'Primary income',
    optional: false,
    amount: 'primaryIncome',
    amountLabel: 'Primary Income',
    amountHint: 'Your pay per paycheck before taxes (gross), as landlords usually count it.',
    frequency: 'primaryFrequency',
    frequencyLabel: 'Pay Frequency',
    frequencies: PRIMARY_PAY_FREQUENCY_OPTIONS,
  },
  {
    legend: 'Additional income',
    optional: true,
    amount: 'additionalIncome',
    amountLabel: 'Additional Income',
    amountHint: "A second job, a partner's pay, support, benefits or a yearly bonus.",
    frequency: 'additionalFrequency',
    frequencyLabel: 'Additional Income Frequency',
    frequencies: ADDITIONAL_PAY_FREQUENCY_OPTIONS,
  },
];

/**
 * /affordability-calculator (docs/product.md#affordability-calculator): results follow every keystroke. The form has
 * nothing to refuse (blank or invalid amounts count as 0, and core's arithmetic reads them that way), so it has no
 * resolver: react-hook-form holds the four inputs and useWatch feeds the figures.
 */
export function AffordabilityCalculatorPage() {
  const { register, control } = useForm({ defaultValues: START });
  const result = computeAffordability({ ...START, ...useWatch({ control }) });
  const resultsId = useId();

  return (
    <InfoPage
      title="Rent Affordability Calculator"
      description={AFFORDABILITY_TEXTS.description}
      width="wide"
      intro={<p>{AFFORDABILITY_TEXTS.intro}</p>}
    >
      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <form
          className={`${cardClass} space-y-6 lg:col-span-3`}
          aria-label="Your income"
          noValidate
          // Nothing to send: results update as the user types, so Enter must not reload the page.
          onSubmit={(event) => event.preventDefault()}
        >
          {INCOMES.map((income) => (
            <IncomeFieldset key={income.amount} income={income} register={register} />
          ))}
        </form>

        <section
          aria-labelledby={resultsId}
          className="rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-6 lg:sticky lg:top-24 lg:col-span-2 lg:self-start"
        >
          <h2 id={resultsId} className="text-lg font-bold text-slate-900">
            Your results
          </h2>
          {/* Announced politely as the figures change while the user types. */}
          <dl aria-live="polite" className="mt-4 space-y-5">
            <Figure label="Estimated Annual Income" testId="annual-income">
              {formatUsd(result.annualIncome)}
            </Figure>
            <Figure label="Monthly Income" testId="monthly-income">
              {formatUsd(result.monthlyIncome)}
            </Figure>
            <Figure label="Monthly Rent Range" testId="rent-range" large>
              {formatUsd(result.rentLow)} – {formatUsd(result.rentHigh)}
            </Figure>
          </dl>
          <p className="mt-5 text-sm leading-relaxed text-slate-700">{AFFORDABILITY_TEXTS.rule}</p>
          <Link to={paths.research} className={`${buttonClass('primary')} mt-5 w-full`}>
            Check if a listing's rent is fair
          </Link>
        </section>
      </div>

      <section aria-labelledby="affordability-how" className="mt-10 max-w-3xl">
        <h2 id="affordability-how" className="text-2xl font-bold tracking-tight text-slate-900">
          How the calculator works
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6 leading-relaxed text-slate-700">
          <li>
            Each income is multiplied by how many times a year it is paid: weekly 52, every two weeks 26, twice a month
            24, monthly 12, and annually 1 (additional income only).
          </li>
          <li>The two are added up to an annual income, and divided by 12 for a monthly income.</li>
          <li>
            The low end of the rent range is your monthly income divided by {AFFORDABILITY_LOW_INCOME_MULTIPLE}; the
            high end is your monthly income divided by {AFFORDABILITY_HIGH_INCOME_MULTIPLE}. Both are rounded to whole
            dollars.
          </li>
        </ol>
        <p className="mt-4 leading-relaxed text-slate-700">
          Landlords set their own rules: some look at gross income, some at take-home pay, and many also check credit
          and rental history. Staying near the low end leaves room for utilities, renter's insurance, savings and moving
          costs. When you find a place, run a{' '}
          <Link to={paths.research} className={textLinkClass}>
            Rental Value Report
          </Link>{' '}
          to see whether its asking rent is fair, and keep our{' '}
          <Link to={paths.rentersChecklist} className={textLinkClass}>
            renter's checklist
          </Link>{' '}
          at hand.
        </p>
      </section>
    </InfoPage>
  );
}

/** One income: how much per payment, and how often it is paid. */
function IncomeFieldset({ income, register }: { income: Income; register: UseFormRegister<IncomeValues> }) {
  const { optional } = income;
  return (
    <fieldset className={optional ? 'space-y-4 border-t border-slate-200 pt-6' : 'space-y-4'}>
      <legend className={`${optional ? 'float-left w-full ' : ''}text-lg font-bold text-slate-900`}>
        {income.legend}
        {optional ? <span className="text-base font-normal text-slate-600"> (optional)</span> : null}
      </legend>
      <div className={`${optional ? 'clear-both ' : ''}grid gap-4 sm:grid-cols-2`}>
        <TextField
          label={income.amountLabel}
          hint={income.amountHint}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          prefix="$"
          {...register(income.amount)}
        />
        <SelectField label={income.frequencyLabel} options={income.frequencies} {...register(income.frequency)} />
      </div>
    </fieldset>
  );
}

function Figure({
  label,
  testId,
  large = false,
  children,
}: {
  label: string;
  testId: string;
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd
        data-testid={testId}
        className={`mt-1 font-bold tabular-nums text-slate-900 ${large ? 'text-3xl text-brand-800' : 'text-2xl'}`}
      >
        {children}
      </dd>
    </div>
  );
}
