import { useEffect, useRef, type FormEvent } from 'react';
import type { FieldErrors, FieldValues, Path, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { problemsBanner } from '#core/forms/form-errors';
import { useErrorMessage } from './error-message';
import { formProblems, type FormProblem } from './form-problem';

// What every form does around react-hook-form (docs/decisions/060-forms-on-react-hook-form.md and its update): check
// on submit with the core schema (the zod resolver, which checks the whole form), show every problem at once beside
// its field, sum them up in the banner on top, move the focus to the first invalid field in screen order, show the
// server's refusal (errors.root.server) in the same banner, and keep the button busy until the form's work is done.

/**
 * useForm's options for the product's forms: checked when submitted, not while typing (and not again until the next
 * submit); the focus is moved by useFormFeedback in the form's screen order, not by registration order (a custom
 * control such as the verification widget registers late); every message of a field is kept, so a form can prefer one.
 */
export const CHECK_ON_SUBMIT = {
  mode: 'onSubmit',
  reValidateMode: 'onSubmit',
  shouldFocusError: false,
  criteriaMode: 'all',
} as const;

export type FormFeedbackOptions<T extends FieldValues> = {
  /** The form's fields in screen order: problems are listed in it, and the first takes the focus. */
  order: readonly Path<T>[];
  /** A message that wins over the first of its field's (see formProblems). */
  preferred?: string;
  /** The field whose control takes the focus for a problem, when another control shows it. */
  focusTarget?: (field: Path<T>) => Path<T>;
  /** After a failed check, with every problem found. */
  onProblems?: (problems: FormProblem<Path<T>>[]) => void;
  /**
   * Fields cleared whenever the form is refused (the verification token: the widget starts over,
   * docs/product.md#validation).
   */
  clearOnFailure?: readonly Path<T>[];
  /** The field that takes the focus when the form is refused (to try again at once). */
  focusOnFailure?: Path<T>;
};

export function useFormFeedback<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  options: FormFeedbackOptions<T>,
) {
  const { errors, isSubmitting, isSubmitSuccessful, submitCount } = form.formState;
  const find = (found: FieldErrors<T>) => formProblems(found, options.order, options.preferred);
  const serverMessage = errors.root?.server?.message;
  const problems = serverMessage ? [] : find(errors);
  const messageOf = (name: Path<T>) => problems.find((problem) => problem.field === name)?.message;
  const bannerRef = useRef<HTMLDivElement | null>(null);
  const describeError = useErrorMessage();

  // A refusal has no field to focus: the banner on top comes into view (the button that was pressed may be a long
  // form's height below it, on a phone).
  useEffect(() => {
    if (serverMessage && !options.focusOnFailure) bannerRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [serverMessage, submitCount, options.focusOnFailure]);

  const onInvalid = (found: FieldErrors<T>) => {
    const all = find(found);
    const first = all[0];
    if (!first) return;
    form.setFocus(options.focusTarget ? options.focusTarget(first.field) : first.field);
    options.onProblems?.(all);
  };

  const submit = (onValid: SubmitHandler<O>) => (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(onValid, onInvalid)(event);

  const fail = (message: string) => {
    form.setError('root.server', { type: 'server', message });
    for (const name of options.clearOnFailure ?? []) form.resetField(name);
    if (options.focusOnFailure) form.setFocus(options.focusOnFailure);
  };

  const banner = isSubmitting ? null : (serverMessage ?? problemsBanner(problems.map((problem) => problem.message)));

  return {
    /** Every problem the last check found, in screen order. */
    problems,
    /** The banner's text: the server's refusal, or the problems summed up; none while a submit is under way. */
    banner,
    /** Changes with every submit, so the banner is announced again. */
    bannerKey: submitCount,
    /** The props of the form's banner (FormBanner), which goes on top of the form. */
    bannerProps: { message: banner, announce: submitCount, ref: bannerRef },
    /** A field's message after a failed check, for a control that is not registered through `field`. */
    message: messageOf,
    /** A field's register() props with its message (shown beside it, and marking it invalid). */
    field: (name: Path<T>) => ({ ...form.register(name), error: messageOf(name) }),
    /** Submitting, or done and moving on: the submit button stays disabled. */
    busy: isSubmitting || isSubmitSuccessful,
    /** The form's onSubmit: checks, then runs `onValid` with the schema's output. */
    submit,
    /**
     * The form's onSubmit for sending: checks, then runs `action` with the schema's output; when it throws, the banner
     * shows `describe(error)` (by default the service's own message in the page's language, docs/product.md#error-answers) and the button is
     * usable again.
     */
    send: (action: (data: O) => Promise<void>, describe: (error: unknown) => string = describeError) =>
      submit(async (data) => {
        try {
          await action(data);
        } catch (error) {
          fail(describe(error));
        }
      }),
    /** Shows a refusal in the banner; the button is usable again. */
    fail,
  };
}
