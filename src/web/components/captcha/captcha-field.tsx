import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useImperativeHandle, useRef } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FieldError } from '../field';
import { captchaConfigQueryOptions } from './captcha-config';
import { AltchaWidget, LoadError, TurnstileWidget, type WidgetControl } from './captcha-widgets';

export type CaptchaFieldProps<T extends FieldValues> = {
  /** The form that holds the token, as its value `name` ('' while not verified). */
  control: Control<T>;
  name: Path<T>;
  /** "Human verification" unless given. */
  label?: string;
  /** The field's message under the widget (the verification is missing), read out with the group. */
  error?: string | undefined;
};

/**
 * The human-verification widget the server asks for (captchaOperations.config): ALTCHA or Cloudflare Turnstile, as a
 * field of the form. The widget's token is the form's value; clearing that value (useFormFeedback's clearOnFailure
 * after a refused submit, docs/product.md#validation) starts the widget over; the form's setFocus(name) moves the
 * focus into it.
 */
export function CaptchaField<T extends FieldValues>({ control, name, label, error }: CaptchaFieldProps<T>) {
  const { _ } = useLingui();
  const labelId = useId();
  const errorId = useId();
  const config = useQuery(captchaConfigQueryOptions);
  const widget = useRef<WidgetControl | null>(null);
  const { field } = useController({ control, name });
  /** The token the widget last gave: the form's value differing from it means the form cleared it. */
  const reported = useRef('');
  const value = typeof field.value === 'string' ? field.value : '';
  const { onChange } = field;

  useImperativeHandle(field.ref, () => ({ focus: () => widget.current?.focus() }), []);

  useEffect(() => {
    if (value !== '' || reported.current === '') return;
    reported.current = '';
    widget.current?.reset();
  }, [value]);

  const onToken = (token: string | null) => {
    reported.current = token ?? '';
    onChange(token ?? '');
  };

  let body;
  if (config.isPending) {
    body = (
      <p role="status" className="text-sm text-slate-600">
        {_('components.captcha.loading')}
      </p>
    );
  } else if (config.isError) {
    body = <LoadError onRetry={() => void config.refetch()} />;
  } else if (config.data.provider === 'altcha') {
    body = <AltchaWidget challengeUrl={config.data.challengeUrl} onToken={onToken} control={widget} />;
  } else {
    body = <TurnstileWidget siteKey={config.data.siteKey} onToken={onToken} control={widget} />;
  }

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <p id={labelId} className="text-sm font-semibold text-slate-800">
        {label ?? _('components.captcha.label')}
      </p>
      <div className="mt-1">{body}</div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
