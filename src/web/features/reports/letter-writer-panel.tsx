import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { LANGUAGE_NAMES, LANGUAGES } from '#core/i18n/languages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  LETTER_FORM_ORDER,
  letterFormSchema,
  type Letter,
  type LetterFormInput,
  type LetterOptions,
  type LetterForm,
} from '#core/api/letters';
import type { ReportView } from '#core/api/reports';
import { LETTER_MESSAGES } from '#core/messages';
import { LETTER_LENGTHS, LETTER_TONES, proposalHintText } from '#core/writing/negotiation-letter';
import { LETTER_LENGTH_LABELS, LETTER_TONE_LABELS } from '#core/labels';
import { ErrorAlert } from '../../components/alerts';
import { buttonClass } from '../../components/button-styles';
import { CheckboxField, TextField } from '../../components/field';
import { isApiError } from '../../lib/api-client';
import { useCoreText } from '../../lib/core-messages';
import { useErrorMessage } from '../../lib/error-message';
import { CHECK_ON_SUBMIT, useFormFeedback } from '../../lib/use-form-feedback';
import { useLanguage } from '../../lib/use-language';
import { UpgradeModal } from '../../components/upgrade-modal';
import { reportQueryOptions } from '../../lib/reports-api';
import { LetterEditor } from './letter-editor';
import { letterOptionsQuery, writeLetter } from './letters-api';

// The letter writer (docs/product.md#letters) — tone, length, the proposed rent (the default proposal filled in, the
// renter may change it) and whether to cite the report's share link, on react-hook-form with the core form schema
// (core/api/letters letterFormSchema); then the written letter in an editor. The free
// tier's first letter is free: past it, the plan modal opens instead.

function Choice<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  /** Each option's label, as shown. */
  labels: Readonly<Record<T, string>>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className={`grid gap-1 rounded-xl bg-slate-100 p-1 ${options.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
        {options.map((option) => (
          <label
            key={option}
            className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
              value === option ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The labels core writes for a choice, in the page's language. */
function translatedLabels<T extends string>(
  core: (text: string) => string,
  labels: Readonly<Record<T, string>>,
): Record<T, string> {
  return Object.fromEntries(Object.entries<string>(labels).map(([key, label]) => [key, core(label)])) as Record<
    T,
    string
  >;
}

export default function LetterWriterPanel({ report }: { report: ReportView }) {
  const { _ } = useLingui();
  const describe = useErrorMessage();
  const options = useQuery(letterOptionsQuery(report.id));
  if (options.isPending) return <p className="text-slate-600">{_('reports.letter.loading')}</p>;
  if (options.isError) return <ErrorAlert>{describe(options.error)}</ErrorAlert>;
  return <LetterWriterForm report={report} options={options.data} />;
}

function LetterWriterForm({ report, options }: { report: ReportView; options: LetterOptions }) {
  const { _ } = useLingui();
  const pageLanguage = useLanguage();
  const core = useCoreText();
  const describe = useErrorMessage();
  const queryClient = useQueryClient();
  const name = useId();
  const { canWrite, defaultProposedRent } = options;
  const form = useForm<LetterFormInput, unknown, LetterForm>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(letterFormSchema),
    defaultValues: {
      tone: 'neutral',
      length: 'letter',
      proposedRent: defaultProposedRent === null ? '' : String(defaultProposedRent),
      includeLink: report.share?.token != null,
      // The renter's own language; a landlord who reads the other is one choice away.
      language: pageLanguage,
    },
  });
  const feedback = useFormFeedback(form, { order: LETTER_FORM_ORDER });
  const [tone, length, language] = useWatch({ control: form.control, name: ['tone', 'length', 'language'] });
  // The report's latest letter, so coming back to the report finds it again.
  const [letter, setLetter] = useState<Letter | null>(options.letters[0] ?? null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);

  const write = useMutation({
    mutationFn: (request: LetterForm) => writeLetter(report.id, request),
    onSuccess: async (written, request) => {
      setLetter(written);
      await queryClient.invalidateQueries({ queryKey: letterOptionsQuery(report.id).queryKey });
      if (request.includeLink)
        await queryClient.invalidateQueries({ queryKey: reportQueryOptions(report.id).queryKey });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 402) setUpgradeOpen(true);
    },
  });

  const renewal = report.renewal !== null;

  return (
    <div className="space-y-5">
      <form noValidate className="space-y-4" onSubmit={feedback.submit((request) => write.mutate(request))}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Choice
            legend={_('reports.letter.tone')}
            name={`${name}-tone`}
            options={LETTER_TONES}
            labels={translatedLabels(core, LETTER_TONE_LABELS)}
            value={tone}
            onChange={(value) => form.setValue('tone', value)}
          />
          <Choice
            legend={_('reports.letter.length')}
            name={`${name}-length`}
            options={LETTER_LENGTHS}
            labels={translatedLabels(core, LETTER_LENGTH_LABELS)}
            value={length}
            onChange={(value) => form.setValue('length', value)}
          />
          <Choice
            legend={_('reports.letter.language')}
            name={`${name}-language`}
            options={LANGUAGES}
            labels={LANGUAGE_NAMES}
            value={language}
            onChange={(value) => form.setValue('language', value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <TextField
            label={renewal ? _('reports.letter.proposeRenewal') : _('reports.letter.propose')}
            inputMode="decimal"
            autoComplete="off"
            prefix="$"
            suffix={_('reports.rentUnit')}
            {...feedback.field('proposedRent')}
            hint={
              options.defaultProposalHint === null
                ? undefined
                : proposalHintText(options.defaultProposalHint, pageLanguage)
            }
          />
          <div className="sm:pt-7">
            <CheckboxField label={_('reports.letter.includeLink')} {...form.register('includeLink')} />
          </div>
        </div>
        {canWrite ? null : (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {core(LETTER_MESSAGES.needsPlan)}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={write.isPending}
            aria-busy={write.isPending || undefined}
          >
            {write.isPending
              ? _('reports.letter.writing')
              : letter
                ? _('reports.letter.writeAgain')
                : _('reports.letter.write')}
          </button>
          {canWrite ? null : (
            <button type="button" className={buttonClass('secondary')} onClick={() => setUpgradeOpen(true)}>
              {_('reports.letter.seePlans')}
            </button>
          )}
        </div>
        {write.isError ? <ErrorAlert>{describe(write.error)}</ErrorAlert> : null}
      </form>
      {letter ? <LetterEditor key={letter.id} letter={letter} /> : null}
      <UpgradeModal open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
    </div>
  );
}
