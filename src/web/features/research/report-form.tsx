import { useLingui } from '@lingui/react';
import { BATH_OPTIONS, BEDROOM_OPTIONS } from '#core/listings/listing-text';
import { REPORT_MESSAGES } from '#core/messages';
import { NEXT_STEP_FIELD_LABELS, REPORT_FIELD_LABELS } from '#core/labels';
import { AMENITIES_OPTIONS, BUILDING_TYPE_OPTIONS, CONDITION_OPTIONS } from '#core/report/report-form-options';
import { REPORT_FORM_FIELD_ORDER, type ReportForm } from '#core/report/report-form';
import { ErrorAlert, FormBanner } from '../../components/alerts';
import { SelectField, TextField } from '../../components/field';
import { SubmitButton } from '../../components/submit-button';
import { useWatch } from 'react-hook-form';
import { useFormFeedback } from '../../lib/use-form-feedback';
import { useCoreText } from '../../lib/core-messages';
import { AddressField } from './address-field';
import { ListingUrlField } from './listing-url-field';
import { MoveInSpecialsFields } from './move-in-specials-fields';
import { RedFlagsFields } from './red-flags-fields';
import { ResearchModeSwitch } from './research-mode-switch';
import { focusTarget, useReportFields, type ResearchFormState } from './use-research-form';

// Step 1 of research (docs/product.md#research-form, #form-rules-and-messages). The page owns the form's state
// (useResearchForm: it saves and resets the draft); this is what the renter sees: every field with its message, the
// general banner after a failed submit, and the focus on the first invalid field in screen order.

type Translate = (text: string) => string;

/** Levels are shown with their number, as docs/product.md#fields-and-options lists them: "3 Luxury/High End". */
function levelOptions(options: readonly { value: number; label: string }[], core: Translate) {
  return options.map((option) => ({ value: String(option.value), label: `${option.value} ${core(option.label)}` }));
}

/** A choice list of core's options, its labels in the page's language. */
function choices(options: readonly { value: string; label: string }[], core: Translate) {
  return options.map((option) => ({ value: option.value, label: core(option.label) }));
}

export type ReportFormViewProps = {
  research: ResearchFormState;
  /** Called with the checked form; the page runs the report (or asks to sign up first). */
  onValidSubmit: (data: ReportForm) => void;
  /** A report is running: the submit button is disabled and marked busy. */
  busy?: boolean;
  /** A server error, shown in a red box above the submit button. */
  errorBanner?: string | null;
};

export function ReportFormView({ research, onValidSubmit, busy = false, errorBanner = null }: ReportFormViewProps) {
  const { _ } = useLingui();
  const core = useCoreText();
  const { form } = research;
  const { errors, bind } = useReportFields(form);
  const feedback = useFormFeedback(form, {
    order: REPORT_FORM_FIELD_ORDER,
    focusTarget: (field) => focusTarget(form, field),
  });
  const renewal = useWatch({ control: form.control, name: 'mode' }) === 'renewal';
  const failed = feedback.bannerKey > 0 && REPORT_FORM_FIELD_ORDER.some((field) => errors[field] !== undefined);

  return (
    <form noValidate onSubmit={feedback.submit(onValidSubmit)} className="space-y-5">
      <FormBanner message={failed ? REPORT_MESSAGES.formBanner : null} announce={feedback.bannerKey} />

      <ResearchModeSwitch research={research} />

      <AddressField research={research} />

      <ListingUrlField research={research} />

      <div className="grid gap-5 sm:grid-cols-2">
        {renewal ? (
          <TextField
            label={core(NEXT_STEP_FIELD_LABELS.currentRent)}
            inputMode="decimal"
            autoComplete="off"
            prefix="$"
            suffix={_('research.field.perMonth')}
            hint={_('research.field.currentRent.hint')}
            required
            {...bind('currentRent')}
          />
        ) : null}
        <TextField
          label={core(renewal ? NEXT_STEP_FIELD_LABELS.offeredRent : REPORT_FIELD_LABELS.rentAmount)}
          inputMode="decimal"
          autoComplete="off"
          prefix="$"
          suffix={_('research.field.perMonth')}
          hint={renewal ? _('research.field.offeredRent.hint') : _('research.field.rent.hint')}
          hintHidden={!renewal}
          required
          {...bind('rentAmount')}
        />
        <SelectField
          label={core(REPORT_FIELD_LABELS.bedrooms)}
          placeholder={_('research.field.bedrooms.placeholder')}
          options={choices(BEDROOM_OPTIONS, core)}
          required
          {...bind('bedrooms')}
        />
        <SelectField
          label={core(REPORT_FIELD_LABELS.baths)}
          placeholder={_('research.field.baths.placeholder')}
          options={choices(BATH_OPTIONS, core)}
          required
          {...bind('baths')}
        />
        <TextField
          label={core(REPORT_FIELD_LABELS.sqFt)}
          inputMode="decimal"
          autoComplete="off"
          suffix={_('research.field.sqFt.suffix')}
          hint={_('research.field.sqFt.hint')}
          hintHidden
          required
          {...bind('sqFt')}
        />
        <SelectField
          label={core(REPORT_FIELD_LABELS.buildingType)}
          placeholder={_('research.field.buildingType.placeholder')}
          options={choices(BUILDING_TYPE_OPTIONS, core)}
          required
          className="sm:col-span-2"
          {...bind('buildingType')}
        />
        <SelectField
          label={core(REPORT_FIELD_LABELS.qualityLevel)}
          placeholder={_('research.field.qualityLevel.placeholder')}
          options={levelOptions(CONDITION_OPTIONS, core)}
          required
          {...bind('qualityLevel')}
        />
        <SelectField
          label={core(REPORT_FIELD_LABELS.amenitiesLevel)}
          placeholder={_('research.field.amenitiesLevel.placeholder')}
          options={levelOptions(AMENITIES_OPTIONS, core)}
          required
          {...bind('amenitiesLevel')}
        />
      </div>

      {renewal ? null : <MoveInSpecialsFields research={research} />}
      {renewal ? null : <RedFlagsFields research={research} />}

      {errorBanner ? <ErrorAlert>{core(errorBanner)}</ErrorAlert> : null}

      <SubmitButton busy={busy} busyIcon={<Spinner />}>
        {_('research.form.submit')}
      </SubmitButton>
    </form>
  );
}

function Spinner() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      className="size-5 animate-spin motion-reduce:animate-none"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
