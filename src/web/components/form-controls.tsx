import { useId, type ReactNode, type Ref } from 'react';

// Small controlled form controls: each label is tied to its input, hints and errors are linked
// with aria-describedby, and the product (not the browser) does the checking (forms use noValidate).

const inputBase =
  'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100';

function inputClass(invalid: boolean): string {
  return `${inputBase} ${invalid ? 'border-red-600' : 'border-slate-300'}`;
}

export const fieldLabelClass = 'block text-sm font-semibold text-slate-800';

/** A hint under a control; the control names its id in aria-describedby. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-slate-600">
      {children}
    </p>
  );
}

/** A select's options: the placeholder (an empty value, "nothing chosen yet"), then the choices. */
export function SelectOptions({ placeholder, options }: { placeholder: string; options: readonly { value: string; label: string }[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

export type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** Shown under the input and read out with it. */
  hint?: ReactNode;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
};

export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  hint,
  invalid = false,
  required = false,
  disabled = false,
  inputRef,
  className = '',
}: TextFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        className={`mt-1 ${inputClass(invalid)}`}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </div>
  );
}

export type SelectFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  autoComplete?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
  className?: string;
};

export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  placeholder,
  autoComplete,
  invalid = false,
  required = false,
  disabled = false,
  selectRef,
  className = '',
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        className={`mt-1 ${inputClass(invalid)}`}
      >
        <SelectOptions placeholder={placeholder} options={options} />
      </select>
    </div>
  );
}

export type CheckboxFieldProps = {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label may hold a link: a click on the link follows it without ticking the box. */
  label: ReactNode;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

export function CheckboxField({
  name,
  checked,
  onChange,
  label,
  invalid = false,
  required = false,
  disabled = false,
  inputRef,
}: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="text-sm leading-relaxed text-slate-800">
        {label}
      </label>
    </div>
  );
}

/** The red box for a form's (or a load's) error; announced as soon as it appears. */
export function ErrorAlert({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div role="alert" className={`rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ${className}`}>
      {children}
    </div>
  );
}

/** A green confirmation box, announced politely. */
export function SuccessMessage({ title, children, className = '' }: { title?: string; children?: ReactNode; className?: string }) {
  return (
    <div role="status" className={`rounded-lg border border-green-300 bg-green-50 px-4 py-4 text-green-900 ${className}`}>
      {title ? <p className="text-lg font-bold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1 space-y-2' : 'space-y-2'}>{children}</div> : null}
    </div>
  );
}
