import { BATH_OPTIONS, BEDROOM_OPTIONS } from '#core/listings/listing-text';
import { REPORT_MESSAGES } from '#core/messages';
import {
  AMENITIES_OPTIONS,
  BUILDING_TYPE_OPTIONS,
  CONDITION_OPTIONS,
  NEXT_STEP_FIELD_LABELS,
  REPORT_FIELD_LABELS,
} from '#core/report/report-form-options';
import { REPORT_FORM_FIELD_ORDER, type ReportForm } from '#core/report/report-form';
import { ErrorAlert, FormBanner } from '../../components/alerts';
import { SelectField, TextField } from '../../components/field';
import { SubmitButton } from '../../components/submit-button';
import { useWatch } from 'react-hook-form';
import { useFormFeedback } from '../../lib/use-form-feedback';
import { AddressField } from './address-field';
import { ListingUrlField } from './listing-url-field';
import { MoveInSpecialsFields } from './move-in-specials-fields';
import { ResearchModeSwitch } from './research-mode-switch';
import { focusTarget, useReportFields, type ResearchFormState } from './use-research-form';

// Step 1 of research (docs/product.md#research-form, #form-rules-and-messages). The page owns the form's state
// (useResearchForm: it saves and resets the draft); this is what the renter sees: every field with its message, the
// general banner after a failed submit, and the focus on the first invalid field in screen order.

/** Levels are shown with their number, as docs/product.md#fields-and-options lists them: "3 Luxury/High End". */
function levelOptions(options: readonly { value: number; label: string }[]) {
  return options.map((option) => ({ value: String(option.value), label: `${option.value} ${option.label}` }));
}

const BEDROOM_SELECT = BEDROOM_OPTIONS.map((option) => ({ value: option.value, label: option.label }));
const BATH_SELECT = BATH_OPTIONS.map((option) => ({ value: option.value, label: option.label }));
const CONDITION_SELECT = levelOptions(CONDITION_OPTIONS);
const AMENITIES_SELECT = levelOptions(AMENITIES_OPTIONS);

export const SUBMIT_LABEL = 'Get My Rental Value Report';

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
            label={NEXT_STEP_FIELD_LABELS.currentRent}
            inputMode="decimal"
            autoComplete="off"
            prefix="$"
            suffix="/mo"
            hint="What you pay each month now."
            required
            {...bind('currentRent')}
          />
        ) : null}
        <TextField
          label={renewal ? NEXT_STEP_FIELD_LABELS.offeredRent : REPORT_FIELD_LABELS.rentAmount}
          inputMode="decimal"
          autoComplete="off"
          prefix="$"
          suffix="/mo"
          hint={renewal ? 'The rent your landlord offers for the renewal.' : 'The monthly asking rent, in dollars.'}
          hintHidden={!renewal}
          required
          {...bind('rentAmount')}
        />
        <SelectField
          label={REPORT_FIELD_LABELS.bedrooms}
          placeholder="Select bedrooms"
          options={BEDROOM_SELECT}
          required
          {...bind('bedrooms')}
        />
        <SelectField
          label={REPORT_FIELD_LABELS.baths}
          placeholder="Select baths"
          options={BATH_SELECT}
          required
          {...bind('baths')}
        />
        <TextField
          label={REPORT_FIELD_LABELS.sqFt}
          inputMode="decimal"
          autoComplete="off"
          suffix="sq ft"
          hint="The living area in square feet."
          hintHidden
          required
          {...bind('sqFt')}
        />
        <SelectField
          label={REPORT_FIELD_LABELS.buildingType}
          placeholder="Select property type"
          options={BUILDING_TYPE_OPTIONS}
          required
          className="sm:col-span-2"
          {...bind('buildingType')}
        />
        <SelectField
          label={REPORT_FIELD_LABELS.qualityLevel}
          placeholder="Select condition"
          options={CONDITION_SELECT}
          required
          {...bind('qualityLevel')}
        />
        <SelectField
          label={REPORT_FIELD_LABELS.amenitiesLevel}
          placeholder="Select amenities"
          options={AMENITIES_SELECT}
          required
          {...bind('amenitiesLevel')}
        />
      </div>

      {renewal ? null : <MoveInSpecialsFields research={research} />}

      {errorBanner ? <ErrorAlert>{errorBanner}</ErrorAlert> : null}

      <SubmitButton busy={busy} busyIcon={<Spinner />}>
        {SUBMIT_LABEL}
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
