import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { FieldHint, SelectOptions, fieldLabelClass } from '../../components/form-controls';

// The research form's controls. Built on components/form-controls.tsx (label tied to the control,
// product-side checking, the hint and the select's options), plus what this form needs: a message
// under each invalid field that the field reads out (aria-describedby), a "$" prefix, and a
// data-field attribute the form uses to move the focus to the first invalid field.

const controlBase =
  'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 disabled:bg-slate-100';

/** An invalid control keeps its red border while focused, so the highlight is never hidden. */
export function controlClass(invalid: boolean): string {
  return `${controlBase} ${
    invalid ? 'border-red-600 ring-1 ring-red-600 focus:ring-red-200' : 'border-slate-300 focus:border-brand-700 focus:ring-brand-200'
  }`;
}

/** The ids a control names in aria-describedby, in reading order; undefined when none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      <span>{children}</span>
    </p>
  );
}

export type ReportTextFieldProps = {
  label: string;
  /** Shown beside the label in lighter text, e.g. "(optional)". */
  labelNote?: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** The hint is read out but not shown (what it says is already visible, e.g. as a "/mo" suffix). */
  hintHidden?: boolean;
  type?: 'text' | 'url';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  placeholder?: string;
  /** A short symbol inside the input's start, e.g. "$". */
  prefix?: string;
  /** A short unit inside the input's end, e.g. "/mo". */
  suffix?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
};

export function ReportTextField({
  label,
  labelNote,
  name,
  value,
  onChange,
  error,
  hint,
  hintHidden = false,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  prefix,
  suffix,
  required = false,
  disabled = false,
  className = '',
}: ReportTextFieldProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const invalid = Boolean(error);
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
        {labelNote ? <span className="ml-1 font-normal text-slate-600">{labelNote}</span> : null}
      </label>
      <div className="relative mt-1">
        {prefix ? (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          data-field={name}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hint ? hintId : null, invalid ? errorId : null)}
          disabled={disabled}
          className={`${controlClass(invalid)} ${prefix ? 'pl-7' : ''} ${suffix ? 'pr-12' : ''}`}
        />
        {suffix ? (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">
            {suffix}
          </span>
        ) : null}
      </div>
      {hint ? (
        hintHidden ? (
          <span id={hintId} className="sr-only">
            {hint}
          </span>
        ) : (
          <FieldHint id={hintId}>{hint}</FieldHint>
        )
      ) : null}
      {invalid ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export type ReportSelectFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: string | undefined;
  hint?: ReactNode;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
};

export function ReportSelectField({
  label,
  name,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  autoComplete,
  required = false,
  disabled = false,
  className = '',
}: ReportSelectFieldProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const invalid = Boolean(error);
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        data-field={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hint ? hintId : null, invalid ? errorId : null)}
        disabled={disabled}
        className={`mt-1 ${controlClass(invalid)}`}
      >
        <SelectOptions placeholder={placeholder} options={options} />
      </select>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {invalid ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A button that looks like a link (it changes the screen, it does not navigate). */
export const linkButtonClass =
  'rounded text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 hover:no-underline disabled:cursor-not-allowed disabled:opacity-60';
