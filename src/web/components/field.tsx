import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useCoreText } from '../lib/core-messages';
import { ErrorIcon } from './icons';

// The product's form fields, one family for every form (docs/decisions/060). The label is tied to its control; the
// hint and the field's message are read out with it (aria-describedby); an invalid control is marked (aria-invalid,
// and a red border that stays while it has the focus). The product does the checking, not the browser: forms use
// noValidate. Controls take react-hook-form's register() props (name, ref, onChange, onBlur) or plain ones.

export const fieldLabelClass = 'block text-sm font-semibold text-slate-800';

const controlBaseClass =
  'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 disabled:bg-slate-100';

const invalidControlClass = 'border-red-600 ring-1 ring-red-600 focus:ring-red-200';
const validControlClass = 'border-slate-300 focus:border-brand-700 focus:ring-brand-200';

export function controlClass(invalid: boolean): string {
  return `${controlBaseClass} ${invalid ? invalidControlClass : validControlClass}`;
}

/** The ids a control names in aria-describedby, in reading order; undefined when none. */
function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}

/** A hint under a control; `hidden` keeps it for screen readers only (what it says is visible another way). */
function FieldHint({ id, hidden = false, children }: { id: string; hidden?: boolean; children: ReactNode }) {
  if (hidden) {
    return (
      <span id={id} className="sr-only">
        {children}
      </span>
    );
  }
  return (
    <p id={id} className="mt-1 text-sm text-slate-600">
      {children}
    </p>
  );
}

/** A field's message: a text of src/core (a validation message) is shown in the page's language. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const core = useCoreText();
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <ErrorIcon className="mt-0.5 size-4 shrink-0" />
      <span>{typeof children === 'string' ? core(children) : children}</span>
    </p>
  );
}

/** What a field shows around its control. */
export type FieldFrameProps = {
  label: ReactNode;
  /** Beside the label in lighter text, e.g. "(optional)". */
  labelNote?: string;
  /** Under the control, and read out with it. */
  hint?: ReactNode;
  hintHidden?: boolean;
  /** The field's message under the control; a message also marks the control invalid. */
  error?: string | undefined;
  /** Marks the control invalid when its message is shown elsewhere (a form's banner). */
  invalid?: boolean;
  required?: boolean;
  className?: string;
};

/** What a field gives its control. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

const FRAME_KEYS = ['label', 'labelNote', 'hint', 'hintHidden', 'error', 'invalid', 'required', 'className'] as const;

/** A field's props split into the frame's and the control's own. */
function splitFrame<P extends FieldFrameProps>(props: P): [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  const control: Record<string, unknown> = { ...props };
  for (const key of FRAME_KEYS) delete control[key];
  return [props, control as Omit<P, keyof FieldFrameProps>];
}

/** Label, control, hint and message; `children` renders the control with the ids and states it is given. */
export function Field({
  label,
  labelNote,
  hint,
  hintHidden = false,
  error,
  invalid = false,
  required = false,
  className = '',
  children,
}: FieldFrameProps & { children: (control: ControlProps, invalid: boolean) => ReactNode }) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const isInvalid = invalid || Boolean(error);
  const control: ControlProps = {
    id,
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': describedBy(hint ? hintId : null, error ? errorId : null),
    'aria-required': required || undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
        {labelNote ? <span className="ml-1 font-normal text-slate-600">{labelNote}</span> : null}
      </label>
      {children(control, isInvalid)}
      {hint ? (
        <FieldHint id={hintId} hidden={hintHidden}>
          {hint}
        </FieldHint>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

function Affix({ side, children }: { side: 'start' | 'end'; children: ReactNode }) {
  const placeClass = side === 'start' ? 'left-3' : 'right-3 text-sm';
  return (
    <span
      aria-hidden="true"
      className={`pointer-events-none absolute inset-y-0 flex items-center text-slate-500 ${placeClass}`}
    >
      {children}
    </span>
  );
}

export type TextFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldFrameProps | 'prefix'> & {
    ref?: Ref<HTMLInputElement>;
    /** A short symbol inside the input's start, e.g. "$". */
    prefix?: string;
    /** A short unit inside the input's end, e.g. "/mo". */
    suffix?: string;
  };

export function TextField(props: TextFieldProps) {
  const [frame, { prefix, suffix, type = 'text', ...input }] = splitFrame(props);
  return (
    <Field {...frame}>
      {(control, invalid) => (
        <div className="relative mt-1">
          {prefix ? <Affix side="start">{prefix}</Affix> : null}
          <input
            type={type}
            {...input}
            {...control}
            className={`${controlClass(invalid)} ${prefix ? 'pl-7' : ''} ${suffix ? 'pr-12' : ''}`}
          />
          {suffix ? <Affix side="end">{suffix}</Affix> : null}
        </div>
      )}
    </Field>
  );
}

type SelectOption = { readonly value: string; readonly label: string };

export type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof FieldFrameProps> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly SelectOption[];
    /** The first option, an empty value meaning "nothing chosen yet"; none when every choice is valid. */
    placeholder?: string;
  };

export function SelectField(props: SelectFieldProps) {
  const [frame, { options, placeholder, ...select }] = splitFrame(props);
  return (
    <Field {...frame}>
      {(control, invalid) => (
        <select {...select} {...control} className={`mt-1 ${controlClass(invalid)}`}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export type TextareaFieldProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldFrameProps> & { ref?: Ref<HTMLTextAreaElement> };

export function TextareaField(props: TextareaFieldProps) {
  const [frame, textarea] = splitFrame(props);
  return (
    <Field {...frame}>
      {(control, invalid) => <textarea {...textarea} {...control} className={`mt-1 ${controlClass(invalid)}`} />}
    </Field>
  );
}

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>;
  /** The label may hold a link: a click on the link follows it without ticking the box. */
  label: ReactNode;
  /** The box's message under it; a message also marks the box invalid. */
  error?: string | undefined;
  invalid?: boolean;
};

/** A checkbox with its label beside it, and its message under both. */
export function CheckboxField({ label, error, invalid = false, required = false, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = useId();
  const isInvalid = invalid || Boolean(error);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={error ? errorId : undefined}
          className={`mt-0.5 size-5 shrink-0 accent-brand-700 ${isInvalid ? 'outline-2 outline-offset-2 outline-red-600' : ''}`}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-slate-800">
          {label}
        </label>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
