import type { FormEvent } from 'react';
import type { FieldErrors, FieldValues, Path, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { errorMessage } from './error-message';
import { formProblem, type FormProblem } from './form-problem';

// What every form does around react-hook-form (docs/decisions/060): check on submit with the core schema (the zod
// resolver), report the problem in the banner, move the focus to the field at fault in the spec's order, show the
// server's refusal (errors.root.server) in the same banner, and keep the button busy until the form's work is done.

/**
 * useForm's options for the product's forms: checked when submitted, not while typing (and not again until the next
 * submit); the focus is moved by useFormFeedback in the spec's order, not by registration order; every message of a
 * field is kept, so a form can prefer one.
 */
export const CHECK_ON_SUBMIT = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false, criteriaMode: 'all' } as const;

export type FormFeedbackOptions<T extends FieldValues> = {
  /** The order problems are reported in (screen order, or the spec's): the first takes the banner and the focus. */
  order: readonly Path<T>[];
  /** A message that wins over the first of its field's (see formProblem). */
  preferred?: string;
  /** Chooses the problem instead of the first in order. */
  choose?: (errors: FieldErrors<T>) => FormProblem<Path<T>> | null;
  /** The field whose control takes the focus for a problem, when another control shows it. */
  focusTarget?: (field: Path<T>) => Path<T>;
  /** After a failed check, with the problem reported. */
  onProblem?: (problem: FormProblem<Path<T>>) => void;
  /** Fields cleared whenever the form is refused (the verification token: the widget starts over, SPEC §5, §8). */
  clearOnFailure?: readonly Path<T>[];
  /** The field that takes the focus when the form is refused (to try again at once). */
  focusOnFailure?: Path<T>;
};

export function useFormFeedback<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, options: FormFeedbackOptions<T>) {
  const { errors, isSubmitting, isSubmitSuccessful, submitCount } = form.formState;
  const choose = options.choose ?? ((found: FieldErrors<T>) => formProblem(found, options.order, options.preferred));
  const serverMessage = errors.root?.server?.message;
  const problem = serverMessage ? null : choose(errors);

  const onInvalid = (found: FieldErrors<T>) => {
    const first = choose(found);
    if (!first) return;
    form.setFocus(options.focusTarget ? options.focusTarget(first.field) : first.field);
    options.onProblem?.(first);
  };

  const submit = (onValid: SubmitHandler<O>) => (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(onValid, onInvalid)(event);

  const fail = (message: string) => {
    form.setError('root.server', { type: 'server', message });
    for (const name of options.clearOnFailure ?? []) form.resetField(name);
    if (options.focusOnFailure) form.setFocus(options.focusOnFailure);
  };

  return {
    /** The problem the banner reports, if the check failed. */
    problem,
    /** The banner's text: the server's refusal or the problem; none while a submit is under way. */
    banner: isSubmitting ? null : (serverMessage ?? problem?.message ?? null),
    /** Changes with every submit, so the banner is announced again. */
    bannerKey: submitCount,
    /** A field's register() props, marked invalid when the banner is about it. */
    field: (name: Path<T>) => ({ ...form.register(name), invalid: problem?.field === name }),
    /** Submitting, or done and moving on: the submit button stays disabled. */
    busy: isSubmitting || isSubmitSuccessful,
    /** The form's onSubmit: checks, then runs `onValid` with the schema's output. */
    submit,
    /**
     * The form's onSubmit for sending: checks, then runs `action` with the schema's output; when it throws, the banner
     * shows `describe(error)` (by default the service's own message, SPEC §8) and the button is usable again.
     */
    send: (action: (data: O) => Promise<void>, describe: (error: unknown) => string = errorMessage) =>
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
