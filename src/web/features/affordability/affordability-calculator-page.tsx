import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ADDITIONAL_PAY_FREQUENCY_OPTIONS,
  PRIMARY_PAY_FREQUENCY_OPTIONS,
  computeAffordability,
  isPayFrequency,
  isPrimaryPayFrequency,
  type PayFrequency,
  type PrimaryPayFrequency,
} from '#core/affordability';
import { AFFORDABILITY_HIGH_INCOME_MULTIPLE, AFFORDABILITY_LOW_INCOME_MULTIPLE } from '#core/constants';
import { formatUsd } from '#core/format';
import { buttonClass } from '../../components/button-styles';
import { paths } from '../../paths';
import { InfoPage, textLinkClass } from '../info/info-page';
import { AFFORDABILITY_TEXTS } from './affordability-texts';

const fieldClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200';
const cardClass = 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6';

/** /affordability-calculator (SPEC §2, §5 Calculator, §9 Affordability): results follow every keystroke. */
export function AffordabilityCalculatorPage() {
  const [primaryIncome, setPrimaryIncome] = useState('');
  const [primaryFrequency, setPrimaryFrequency] = useState<PrimaryPayFrequency>('biweekly');
  const [additionalIncome, setAdditionalIncome] = useState('');
  const [additionalFrequency, setAdditionalFrequency] = useState<PayFrequency>('monthly');
  // Blank or invalid amounts count as 0 (SPEC §5): the arithmetic in core reads them that way.
  const result = computeAffordability({ primaryIncome, primaryFrequency, additionalIncome, additionalFrequency });
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
          <fieldset className="space-y-4">
            <legend className="text-lg font-bold text-slate-900">Primary income</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <AmountField label="Primary Income" hint="Your pay per paycheck before taxes (gross), as landlords usually count it." value={primaryIncome} onChange={setPrimaryIncome} />
              <FrequencyField
                label="Pay Frequency"
                value={primaryFrequency}
                options={PRIMARY_PAY_FREQUENCY_OPTIONS}
                onChange={(value) => {
                  if (isPrimaryPayFrequency(value)) setPrimaryFrequency(value);
                }}
              />
            </div>
          </fieldset>
          <fieldset className="space-y-4 border-t border-slate-200 pt-6">
            <legend className="float-left w-full text-lg font-bold text-slate-900">
              Additional income <span className="text-base font-normal text-slate-600">(optional)</span>
            </legend>
            <div className="clear-both grid gap-4 sm:grid-cols-2">
              <AmountField
                label="Additional Income"
                hint="A second job, a partner's pay, support, benefits or a yearly bonus."
                value={additionalIncome}
                onChange={setAdditionalIncome}
              />
              <FrequencyField
                label="Additional Income Frequency"
                value={additionalFrequency}
                options={ADDITIONAL_PAY_FREQUENCY_OPTIONS}
                onChange={(value) => {
                  if (isPayFrequency(value)) setAdditionalFrequency(value);
                }}
              />
            </div>
          </fieldset>
        </form>

        <section aria-labelledby={resultsId} className="rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-6 lg:sticky lg:top-24 lg:col-span-2 lg:self-start">
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
            Each income is multiplied by how many times a year it is paid: weekly 52, every two weeks 26, twice a month 24,
            monthly 12, and annually 1 (additional income only).
          </li>
          <li>The two are added up to an annual income, and divided by 12 for a monthly income.</li>
          <li>
            The low end of the rent range is your monthly income divided by {AFFORDABILITY_LOW_INCOME_MULTIPLE}; the high end is
            your monthly income divided by {AFFORDABILITY_HIGH_INCOME_MULTIPLE}. Both are rounded to whole dollars.
          </li>
        </ol>
        <p className="mt-4 leading-relaxed text-slate-700">
          Landlords set their own rules: some look at gross income, some at take-home pay, and many also check credit and
          rental history. Staying near the low end leaves room for utilities, renter's insurance, savings and moving costs.
          When you find a place, run a{' '}
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

function AmountField({ label, hint, value, onChange }: { label: string; hint: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
          $
        </span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hintId}
          className={`${fieldClass} pl-7`}
        />
      </div>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}

function FrequencyField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={`mt-1 ${fieldClass}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Figure({ label, testId, large = false, children }: { label: string; testId: string; large?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd data-testid={testId} className={`mt-1 font-bold tabular-nums text-slate-900 ${large ? 'text-3xl text-brand-800' : 'text-2xl'}`}>
        {children}
      </dd>
    </div>
  );
}
