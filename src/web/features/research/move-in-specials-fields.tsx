import { useLingui } from '@lingui/react';
import { useWatch } from 'react-hook-form';
import { formatUsdCents } from '#core/primitives/format';
import { CONCESSION_KIND_OPTIONS, MONTHLY_FEES, MOVE_IN_COSTS, effectiveRent } from '#core/valuation/move-in-specials';
import { moveInSpecialsOf } from '#core/report/report-form-values';
import { reportFormSchema, type ReportFormField } from '#core/report/report-form';
import { SelectField, TextField } from '../../components/field';
import { useCoreText } from '../../lib/core-messages';
import { OptionalSection } from './optional-section';
import { useReportFields, type ResearchFormState } from './use-research-form';
import { NEXT_STEP_FIELD_LABELS, OWN_UTILITIES_LABEL } from '#core/labels';

// "Fees, utilities and move-in specials" on the research form (docs/product.md#move-in-specials, decision 090),
// collapsed by default (one line on a phone). Opened, it asks for the concession as a listing states it, the lease
// length, the mandatory monthly fees (with where listings hide them), parking and pet rent, the utilities the renter
// would pay, and the one-time move-in costs, and shows the total monthly cost as the renter types, from the same core
// rule the report uses.

/** The amount's label and unit for each kind of move-in special: message ids of research/messages. */
const AMOUNT_LABEL_IDS: Record<string, string> = {
  weeks: 'research.specials.amount.weeks',
  months: 'research.specials.amount.months',
  dollars: 'research.specials.amount.dollars',
};
const AMOUNT_UNIT_IDS: Record<string, string> = {
  weeks: 'research.specials.unit.weeks',
  months: 'research.specials.unit.months',
};

export function MoveInSpecialsFields({ research }: { research: ResearchFormState }) {
  const { _ } = useLingui();
  const core = useCoreText();
  const { form } = research;
  const { bind } = useReportFields(form);
  const [open, kind] = useWatch({ control: form.control, name: ['specialsOn', 'concessionKind'] });
  const values = useWatch({ control: form.control });
  const isOpen = open === 'yes';

  const toggle = () => {
    form.setValue('specialsOn', isOpen ? '' : 'yes', { shouldDirty: true });
    if (!isOpen && !form.getValues('leaseMonths')) form.setValue('leaseMonths', '12', { shouldDirty: true });
    if (!isOpen) requestAnimationFrame(() => form.setFocus('concessionKind'));
  };

  const preview = previewOf(values);

  return (
    <OptionalSection
      heading={_('research.specials.heading')}
      openLabel={_('research.specials.open')}
      closeLabel={_('research.specials.close')}
      isOpen={isOpen}
      onToggle={toggle}
    >
      <p className="text-sm text-slate-600">{_('research.specials.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={core(NEXT_STEP_FIELD_LABELS.concessionAmount)}
          options={CONCESSION_KIND_OPTIONS.map((option) => ({ value: option.value, label: core(option.label) }))}
          {...bind('concessionKind')}
        />
        {kind && kind !== 'none' ? (
          <TextField
            label={_(AMOUNT_LABEL_IDS[kind] ?? 'research.specials.amount')}
            inputMode="decimal"
            autoComplete="off"
            {...(kind === 'dollars'
              ? { prefix: '$' }
              : { suffix: _(AMOUNT_UNIT_IDS[kind] ?? 'research.specials.unit.months') })}
            required
            {...bind('concessionAmount')}
          />
        ) : null}
        <TextField
          label={core(NEXT_STEP_FIELD_LABELS.leaseMonths)}
          inputMode="numeric"
          autoComplete="off"
          suffix={_('research.specials.unit.months')}
          required
          {...bind('leaseMonths')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{_('research.specials.fees')}</legend>
        <p className="mb-2 text-sm text-slate-600">{_('research.specials.feesHint')}</p>
        <div className="grid grid-cols-2 items-end gap-4 sm:grid-cols-4">
          <MoneyFields
            fields={[...MONTHLY_FEES, { key: 'ownUtilities', label: OWN_UTILITIES_LABEL.ownUtilities }]}
            research={research}
            suffix={_('research.field.perMonth')}
          />
        </div>
        <p className="mt-2 text-xs text-slate-600">{_('research.specials.utilitiesHint')}</p>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{_('research.specials.moveIn')}</legend>
        <div className="grid grid-cols-2 items-end gap-4 sm:grid-cols-3">
          <MoneyFields fields={MOVE_IN_COSTS} research={research} />
        </div>
      </fieldset>
      <p aria-live="polite" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
        {preview
          ? _('research.specials.preview', {
              rent: formatUsdCents(preview.totalMonthlyCost),
              total: formatUsdCents(preview.leaseTotal),
            })
          : _('research.specials.previewEmpty')}
      </p>
    </OptionalSection>
  );
}

/** Dollar fields by their form keys and core labels: the fees a month (with a "/mo" suffix), the move-in costs. */
function MoneyFields({
  fields,
  research,
  suffix,
}: {
  fields: readonly { readonly key: ReportFormField; readonly label: string }[];
  research: ResearchFormState;
  suffix?: string;
}) {
  const core = useCoreText();
  const { bind } = useReportFields(research.form);
  return (
    <>
      {fields.map((field) => (
        <TextField
          key={field.key}
          label={core(field.label)}
          inputMode="decimal"
          autoComplete="off"
          prefix="$"
          {...(suffix ? { suffix } : {})}
          {...bind(field.key)}
        />
      ))}
    </>
  );
}

/**
 * The total monthly cost of what is typed so far, or null while the rent or the specials are not valid yet. Only the
 * rent and the specials matter here, so the other fields (still empty, perhaps) are stood in for.
 */
function previewOf(values: Record<string, unknown>) {
  const filler = {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a stand-in value for the check, never shown
    streetAddress: '1 A St',
    city: 'A',
    state: 'TX',
    zipCode: '00000',
    bedrooms: '1',
    baths: '1',
    sqFt: '1',
    buildingType: 'apartment',
    qualityLevel: '2',
    amenitiesLevel: '2',
  };
  const parsed = reportFormSchema.safeParse({ ...filler, ...pick(values), mode: 'listing', specialsOn: 'yes' });
  if (!parsed.success) return null;
  const specials = moveInSpecialsOf(parsed.data);
  return specials ? effectiveRent(parsed.data.rentAmount, specials) : null;
}

function pick(values: Record<string, unknown>) {
  const keys = [
    'rentAmount',
    'concessionKind',
    'concessionAmount',
    'leaseMonths',
    ...MONTHLY_FEES.map((f) => f.key),
    'ownUtilities',
    ...MOVE_IN_COSTS.map((c) => c.key),
  ];
  return Object.fromEntries(keys.map((key) => [key, values[key]]));
}
