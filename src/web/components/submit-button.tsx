import type { ReactNode } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button-styles';

export type SubmitButtonProps = {
  /** The form is being sent: the button is disabled, marked busy and says so. */
  busy: boolean;
  /** What the button says while busy ("Logging In..."); by default its usual text. */
  busyLabel?: ReactNode;
  /** Shown before the text while busy (a spinner). */
  busyIcon?: ReactNode;
  variant?: ButtonVariant;
  /** By default large for the primary action, medium otherwise. */
  size?: ButtonSize;
  /** Width and placement; the default fills the form's width. */
  className?: string;
  children: ReactNode;
};

/** A form's submit button. */
export function SubmitButton({
  busy,
  busyLabel,
  busyIcon,
  variant = 'primary',
  size,
  className = 'w-full',
  children,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className={`${buttonClass(variant, size ?? (variant === 'primary' ? 'lg' : 'md'))} ${className}`}
    >
      {busy ? busyIcon : null}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}

/** Whether a form is busy (useFormFeedback's). */
export type FormStatus = { readonly busy: boolean };

/** The end of a form: the submit button, disabled while the form is busy (the banner is on top, FormBanner). */
export function FormSubmit({ status, ...button }: Omit<SubmitButtonProps, 'busy'> & { status: FormStatus }) {
  return <SubmitButton busy={status.busy} {...button} />;
}
