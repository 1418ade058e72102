import { Trans, useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router';
import {
  ADDITIONAL_PAY_FREQUENCY_OPTIONS,
  PRIMARY_PAY_FREQUENCY_OPTIONS,
  computeAffordability,
  type AffordabilityInput,
  type PayFrequency,
  type PayFrequencyOption,
} from '#core/renter-tools/affordability';
import { AFFORDABILITY_HIGH_INCOME_MULTIPLE, AFFORDABILITY_LOW_INCOME_MULTIPLE } from '#core/constants';
import { formatUsd } from '#core/primitives/format';
import { buttonClass } from '../../components/button-styles';
import { SelectField, TextField } from '../../components/field';
import { paths } from '../../lib/paths';
import { InfoPage, textLinkClass } from '../../components/info-page';
import { affordabilityTexts } from './affordability-texts';

const cardClass = 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6';

type IncomeValues = Required<AffordabilityInput> & { primaryIncome: string; additionalIncome: string };

const START: IncomeValues = {
  primaryIncome: '',
  primaryFrequency: 'biweekly',
  additionalIncome: '',
  additionalFrequency: 'monthly',
};

/** One income's fields; its texts are message ids, its frequencies core's options (worded by FREQUENCY_IDS). */
type Income = {
  legendId: string;
  optional: boolean;
  amount: 'primaryIncome' | 'additionalIncome';
  amountLabelId: string;
  amountHintId: string;
  frequency: 'primaryFrequency' | 'additionalFrequency';
  frequencyLabelId: string;
  /** Annually is offered for additional income only (docs/product.md#affordability-calculator). */
  frequencies: readonly PayFrequencyOption[];
};

const INCOMES: readonly Income[] = [
  {
    legendId: 'affordability.primary.legend',
    optional: false,
    amount: 'primaryIncome',
    amountLabelId: 'affordability.primary.amount',
    amountHintId: 'affordability.primary.hint',
    frequency: 'primaryFrequency',
    frequencyLabelId: 'affordability.primary.frequency',
    frequencies: PRIMARY_PAY_FREQUENCY_OPTIONS,
  },
  {
    legendId: 'affordability.additional.legend',
    optional: true,
    amount: 'additionalIncome',
    amountLabelId: 'affordability.additional.amount',
    amountHintId: 'affordability.additional.hint',
    frequency: 'additionalFrequency',
    frequencyLabelId: 'affordability.additional.frequency',
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
  const { _ } = useLingui();
  const texts = affordabilityTexts(_);

  return (
    <InfoPage
      title={_('affordability.title')}
      description={texts.description}
      width="wide"
      intro={<p>{texts.intro}</p>}
    >
      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <form
          className={`${cardClass} space-y-6 lg:col-span-3`}
          aria-label={_('affordability.form')}
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
            {_('affordability.results.title')}
          </h2>
          {/* Announced politely as the figures change while the user types. */}
          <dl aria-live="polite" className="mt-4 space-y-5">
            <Figure label={_('affordability.results.annual')} testId="annual-income">
              {formatUsd(result.annualIncome)}
            </Figure>
            <Figure label={_('affordability.results.monthly')} testId="monthly-income">
              {formatUsd(result.monthlyIncome)}
            </Figure>
            <Figure label={_('affordability.results.range')} testId="rent-range" large>
              {formatUsd(result.rentLow)} – {formatUsd(result.rentHigh)}
            </Figure>
          </dl>
          <p className="mt-5 text-sm leading-relaxed text-slate-700">{texts.rule}</p>
          <Link to={paths.research} className={`${buttonClass('primary')} mt-5 w-full`}>
            {_('affordability.results.check')}
          </Link>
        </section>
      </div>

      <section aria-labelledby="affordability-how" className="mt-10 max-w-3xl">
        <h2 id="affordability-how" className="text-2xl font-bold tracking-tight text-slate-900">
          {_('affordability.how.title')}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6 leading-relaxed text-slate-700">
          <li>{_('affordability.how.frequencies')}</li>
          <li>{_('affordability.how.total')}</li>
          <li>
            {_('affordability.how.range', {
              low: AFFORDABILITY_LOW_INCOME_MULTIPLE,
              high: AFFORDABILITY_HIGH_INCOME_MULTIPLE,
            })}
          </li>
        </ol>
        <p className="mt-4 leading-relaxed text-slate-700">
          <Trans
            id="affordability.how.advice"
            components={{
              0: <Link to={paths.research} className={textLinkClass} />,
              1: <Link to={paths.rentersChecklist} className={textLinkClass} />,
            }}
          />
        </p>
      </section>
    </InfoPage>
  );
}

/** How often pay arrives, in the page's words. */
const FREQUENCY_IDS: Readonly<Record<PayFrequency, string>> = {
  weekly: 'affordability.frequency.weekly',
  biweekly: 'affordability.frequency.biweekly',
  semimonthly: 'affordability.frequency.semimonthly',
  monthly: 'affordability.frequency.monthly',
  annually: 'affordability.frequency.annually',
};

/** One income: how much per payment, and how often it is paid. */
function IncomeFieldset({ income, register }: { income: Income; register: UseFormRegister<IncomeValues> }) {
  const { _ } = useLingui();
  const { optional } = income;
  const frequencies = income.frequencies.map((option) => ({
    value: option.value,
    label: _(FREQUENCY_IDS[option.value]),
  }));
  return (
    <fieldset className={optional ? 'space-y-4 border-t border-slate-200 pt-6' : 'space-y-4'}>
      <legend className={`${optional ? 'float-left w-full ' : ''}text-lg font-bold text-slate-900`}>
        {_(income.legendId)}
        {optional ? <span className="text-base font-normal text-slate-600"> {_('affordability.optional')}</span> : null}
      </legend>
      <div className={`${optional ? 'clear-both ' : ''}grid gap-4 sm:grid-cols-2`}>
        <TextField
          label={_(income.amountLabelId)}
          hint={_(income.amountHintId)}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          prefix="$"
          {...register(income.amount)}
        />
        <SelectField label={_(income.frequencyLabelId)} options={frequencies} {...register(income.frequency)} />
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
