import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { useForm, useFormState, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';
import { REPORT_FORM_FIELD_ORDER, type ReportForm, type ReportFormField } from '#core/report/report-form';
import {
  EMPTY_REPORT_FORM_DRAFT,
  refreshShownErrors,
  reportFormDraftSchema,
  type ReportFormDraft,
  type ReportFormErrors,
} from '#core/report/report-form-draft';
import { parseStoredDraft } from '#core/report/report-form-storage';
import { CHECK_ON_SUBMIT } from '../../lib/use-form-feedback';
import { startsFromPrerenderedHtml } from '../../lib/prerendered';
import { loadPendingReport } from '../../lib/pending-report';

// The research form's state (docs/product.md#research-form): react-hook-form over the draft (the field texts and
// how the address is entered), checked by core's reportFormDraftSchema. A kept draft is where it starts: the form a
// report ran from, kept in that /research history entry (Back from the report's own address, even after a reload),
// or the pending report (a visitor who signed up midway, a buyer back from checkout).

/** The history entry's state that keeps the form its report ran from. */
export function researchEntryState(draft: ReportFormDraft): { form: ReportFormDraft } {
  return { form: draft };
}

/** The form a /research history entry keeps, read back as leniently as a stored draft; null when it keeps none. */
function formOfEntry(state: unknown): ReportFormDraft | null {
  return typeof state === 'object' && state !== null && 'form' in state ? parseStoredDraft(state.form) : null;
}

export type ResearchForm = UseFormReturn<ReportFormDraft, unknown, ReportForm>;

const DRAFT_KEYS = [
  ...REPORT_FORM_FIELD_ORDER,
  'addressText',
  'addressSelected',
  'addressMode',
] as const satisfies readonly (keyof ReportFormDraft)[];

function shownMessages(errors: FieldErrors<ReportFormDraft>): ReportFormErrors {
  const shown: ReportFormErrors = {};
  for (const field of REPORT_FORM_FIELD_ORDER) {
    const message = errors[field]?.message;
    if (message) shown[field] = message;
  }
  return shown;
}

export function useResearchForm() {
  const { state } = useLocation();
  const [kept] = useState(() => formOfEntry(state) ?? loadPendingReport());
  const [initial] = useState<ReportFormDraft>(
    () => (startsFromPrerenderedHtml() ? null : kept) ?? { ...EMPTY_REPORT_FORM_DRAFT },
  );
  const form: ResearchForm = useForm({
    resolver: zodResolver(reportFormDraftSchema),
    defaultValues: initial,
    ...CHECK_ON_SUBMIT,
  });
  const { getValues, setValue, setError, clearErrors, subscribe, reset } = form;

  // On a prerendered /research the first render is the empty form the HTML shows; a kept draft comes in after.
  useEffect(() => {
    if (startsFromPrerenderedHtml() && kept) reset(kept);
  }, [reset, kept]);

  // Once a submit has flagged fields, each edit updates what they say (core's refreshShownErrors): a flagged field
  // keeps its message until it is fixed; the address counts as one; other fields wait for the next submit.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, errors }) => {
          const shown = shownMessages(errors ?? {});
          if (Object.keys(shown).length === 0) return;
          const next = refreshShownErrors(shown, values);
          for (const field of REPORT_FORM_FIELD_ORDER) {
            const message = next[field];
            if (message === undefined && shown[field] !== undefined) clearErrors(field);
            else if (message !== undefined && message !== shown[field]) setError(field, { type: 'custom', message });
          }
        },
      }),
    [subscribe, setError, clearErrors],
  );

  /** Applies one of core's draft changes (a chosen suggestion, a mode switch, typed address text). */
  const updateDraft = useCallback(
    (change: (draft: ReportFormDraft) => ReportFormDraft) => {
      const current = getValues();
      const next = change(current);
      for (const key of DRAFT_KEYS) {
        if (next[key] !== current[key]) setValue(key, next[key], { shouldDirty: true });
      }
    },
    [getValues, setValue],
  );

  /** Starts again from an empty form (router state reset=true, Run A New Report). */
  const restart = useCallback(() => reset({ ...EMPTY_REPORT_FORM_DRAFT }), [reset]);

  return { form, updateDraft, restart };
}

export type ResearchFormState = ReturnType<typeof useResearchForm>;

/**
 * The control that shows a field's problem and takes the focus for it: in autocomplete mode the address input (its
 * value is the typed text) stands for the street address.
 */
export function focusTarget(form: ResearchForm, field: keyof ReportFormDraft): keyof ReportFormDraft {
  return field === 'streetAddress' && form.getValues('addressMode') === 'autocomplete' ? 'addressText' : field;
}

/** The form's messages, and `bind`: a research field's register() props with its message, for the Field family. */
export function useReportFields(form: ResearchForm) {
  const { errors } = useFormState({ control: form.control });
  const bind = (field: ReportFormField) => ({ ...form.register(field), error: errors[field]?.message });
  return { errors, bind };
}
