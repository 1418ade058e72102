import type { ReactNode, Ref } from 'react';
import { useCoreText } from '../lib/core-messages';

// The coloured boxes that tell the outcome of an action: a failure in red, a success in green.

/**
 * The red box for a form's (or a load's) error; announced as soon as it appears. A text child written in English (a
 * message of src/core, the client's own) is shown in the page's language.
 */
export function ErrorAlert({
  children,
  className = '',
  ref,
}: {
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const core = useCoreText();
  return (
    <div
      ref={ref}
      role="alert"
      className={`rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ${className}`}
    >
      {typeof children === 'string' ? core(children) : children}
    </div>
  );
}

/**
 * A form's banner (docs/product.md#validation, docs/product.md#error-answers), on top of the form: the red box with
 * the server's refusal, the one problem found, or how many are shown beside their fields, in the page's language.
 * `announce` changes on every submit, which mounts the box anew, so the same message is read out again.
 */
export function FormBanner({
  message,
  announce,
  ref,
}: {
  message: string | null | undefined;
  announce?: number;
  ref?: Ref<HTMLDivElement>;
}) {
  return message ? (
    <ErrorAlert key={announce} ref={ref}>
      {message}
    </ErrorAlert>
  ) : null;
}

/** A green confirmation box, announced politely. */
export function SuccessMessage({
  title,
  children,
  className = '',
}: {
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={`rounded-lg border border-green-300 bg-green-50 px-4 py-4 text-green-900 ${className}`}
    >
      {title ? <p className="text-lg font-bold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1 space-y-2' : 'space-y-2'}>{children}</div> : null}
    </div>
  );
}
