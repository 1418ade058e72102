import { useRef, useState, type FormEvent } from 'react';
import { BATH_OPTIONS, BEDROOM_OPTIONS } from '#core/listing-text';
import { REPORT_MESSAGES } from '#core/messages';
import {
  AMENITIES_OPTIONS,
  BUILDING_TYPE_OPTIONS,
  CONDITION_OPTIONS,
  REPORT_FIELD_LABELS,
  type ReportForm,
  type ReportFormField,
} from '#core/report-form';
import {
  refreshShownErrors,
  validateReportFormDraft,
  type ReportFormDraft,
  type ReportFormErrors,
} from '#core/report-form-draft';
import { buttonClass } from '../../components/button-styles';
import { ErrorAlert } from '../../components/form-controls';
import { AddressField } from './address-field';
import { ReportSelectField, ReportTextField } from './report-fields';

// Step 1 of research (SPEC §2 "Research", §5 "Report form", §8 "Report"). Controlled: the page
// owns the draft (it saves it to sessionStorage and resets it). The form owns only what the
// checks show: the flagged fields and the general banner. Those are dropped when the page
// replaces the draft with another object (a reset or a restore), so the page must hand back the
// very object onDraftChange gave it (setDraft(next), no copies).

/** Levels are shown with their number, as the spec lists them: "3 Luxury/High End". */
function levelOptions(options: readonly { value: number; label: string }[]) {
  return options.map((option) => ({ value: String(option.value), label: `${option.value} ${option.label}` }));
}

const BEDROOM_SELECT = BEDROOM_OPTIONS.map((option) => ({ value: option.value, label: option.label }));
const BATH_SELECT = BATH_OPTIONS.map((option) => ({ value: option.value, label: option.label }));
const BUILDING_TYPE_SELECT = BUILDING_TYPE_OPTIONS.map((option) => ({ value: option.value, label: option.label }));
const CONDITION_SELECT = levelOptions(CONDITION_OPTIONS);
const AMENITIES_SELECT = levelOptions(AMENITIES_OPTIONS);

export const SUBMIT_LABEL = 'Get My Rental Value Report';

export type ReportFormViewProps = {
  draft: ReportFormDraft;
  onDraftChange: (draft: ReportFormDraft) => void;
  /** Called with the checked form; the page runs the report (or asks to sign up first). */
  onValidSubmit: (data: ReportForm) => void;
  /** A report is running: the submit button is disabled and marked busy. */
  busy?: boolean;
  /** A server error, shown in a red box above the submit button. */
  errorBanner?: string | null;
};

export function ReportFormView({ draft, onDraftChange, onValidSubmit, busy = false, errorBanner = null }: ReportFormViewProps) {
  const [errors, setErrors] = useState<ReportFormErrors>({});
  /** Counts failed submits; the banner is re-mounted on each so it is announced again. */
  const [failedSubmits, setFailedSubmits] = useState(0);
  /** The draft this form last produced or saw; another one means the page replaced it. */
  const [knownDraft, setKnownDraft] = useState(draft);
  const formRef = useRef<HTMLFormElement>(null);

  // The page replaced the draft (reset, or restored from storage): what the checks showed was
  // about the old one. (The page must pass back the very object onDraftChange gave it.)
  if (draft !== knownDraft) {
    setKnownDraft(draft);
    setErrors({});
    setFailedSubmits(0);
  }

  const showBanner = failedSubmits > 0 && Object.keys(errors).length > 0;

  const change = (next: ReportFormDraft) => {
    setKnownDraft(next);
    onDraftChange(next);
    setErrors((shown) => refreshShownErrors(shown, next));
  };

  const setValue = (field: ReportFormField) => (value: string) =>
    change({ ...draft, values: { ...draft.values, [field]: value } });

  /** What every field takes from the draft: its name (also its data-field), value, setter and shown error. */
  const bind = (field: ReportFormField) => ({
    name: field,
    value: draft.values[field],
    onChange: setValue(field),
    error: errors[field],
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = validateReportFormDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      setFailedSubmits((count) => count + 1);
      if (result.firstInvalid) {
        formRef.current?.querySelector<HTMLElement>(`[data-field="${result.firstInvalid}"]`)?.focus();
      }
      return;
    }
    setErrors({});
    onValidSubmit(result.data);
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      {showBanner ? <ErrorAlert key={failedSubmits}>{REPORT_MESSAGES.formBanner}</ErrorAlert> : null}

      <AddressField
        draft={draft}
        onDraftChange={change}
        errors={{ streetAddress: errors.streetAddress, city: errors.city, state: errors.state, zipCode: errors.zipCode }}
      />

      <ReportTextField
        label="Listing URL"
        labelNote="(optional)"
        {...bind('propertyUrl')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        hint="A link to the listing, if you have one."
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <ReportTextField
          label={REPORT_FIELD_LABELS.rentAmount}
          {...bind('rentAmount')}
          inputMode="decimal"
          autoComplete="off"
          prefix="$"
          suffix="/mo"
          hint="The monthly asking rent, in dollars."
          hintHidden
          required
        />
        <ReportSelectField
          label={REPORT_FIELD_LABELS.bedrooms}
          {...bind('bedrooms')}
          placeholder="Select bedrooms"
          options={BEDROOM_SELECT}
          required
        />
        <ReportSelectField
          label={REPORT_FIELD_LABELS.baths}
          {...bind('baths')}
          placeholder="Select baths"
          options={BATH_SELECT}
          required
        />
        <ReportTextField
          label={REPORT_FIELD_LABELS.sqFt}
          {...bind('sqFt')}
          inputMode="decimal"
          autoComplete="off"
          suffix="sq ft"
          hint="The living area in square feet."
          hintHidden
          required
        />
        <ReportSelectField
          label={REPORT_FIELD_LABELS.buildingType}
          {...bind('buildingType')}
          placeholder="Select property type"
          options={BUILDING_TYPE_SELECT}
          required
          className="sm:col-span-2"
        />
        <ReportSelectField
          label={REPORT_FIELD_LABELS.qualityLevel}
          {...bind('qualityLevel')}
          placeholder="Select condition"
          options={CONDITION_SELECT}
          required
        />
        <ReportSelectField
          label={REPORT_FIELD_LABELS.amenitiesLevel}
          {...bind('amenitiesLevel')}
          placeholder="Select amenities"
          options={AMENITIES_SELECT}
          required
        />
      </div>

      {errorBanner ? <ErrorAlert>{errorBanner}</ErrorAlert> : null}

      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className={`${buttonClass('primary', 'lg')} w-full`}
      >
        {busy ? <Spinner /> : null}
        {SUBMIT_LABEL}
      </button>
    </form>
  );
}

function Spinner() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" className="size-5 animate-spin motion-reduce:animate-none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
