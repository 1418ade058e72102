import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { AltchaWidgetElement } from 'altcha/external';
import { buttonClass } from '../../components/button-styles';
import { captchaConfigQueryOptions } from './captcha-config';
import { loadTurnstile } from './turnstile';

/** What a form does with the widget: clear it after a failed submit, or move focus to it. */
export type CaptchaHandle = {
  reset: () => void;
  focus: () => void;
};

export type CaptchaFieldProps = {
  /** The token once verified; null while not (again) verified. */
  onChange: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
  label?: string;
};

export const CAPTCHA_LOAD_ERROR = 'The human verification could not be loaded. Please check your connection and try again.';

type WidgetControl = { reset: () => void; focus: () => void };

/**
 * The human-verification widget the server asks for (GET /api/captcha/config): ALTCHA
 * (self-hosted proof of work) or Cloudflare Turnstile. Reports its token through onChange and
 * can be reset through its ref, which every form does after a failed submit (SPEC §5, §8).
 */
export function CaptchaField({ onChange, ref, label = 'Human verification' }: CaptchaFieldProps) {
  const labelId = useId();
  const config = useQuery(captchaConfigQueryOptions);
  const control = useRef<WidgetControl | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        control.current?.reset();
        onChangeRef.current(null);
      },
      focus: () => control.current?.focus(),
    }),
    [],
  );

  let body;
  if (config.isPending) {
    body = (
      <p role="status" className="text-sm text-slate-600">
        Loading verification…
      </p>
    );
  } else if (config.isError) {
    body = <LoadError onRetry={() => void config.refetch()} />;
  } else if (config.data.provider === 'altcha') {
    body = <AltchaWidget challengeUrl={config.data.challengeUrl} onToken={(t) => onChangeRef.current(t)} control={control} />;
  } else {
    body = <TurnstileWidget siteKey={config.data.siteKey} onToken={(t) => onChangeRef.current(t)} control={control} />;
  }

  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-semibold text-slate-800">
        {label}
      </p>
      <div className="mt-1">{body}</div>
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="alert" className="text-sm text-red-700">
        {CAPTCHA_LOAD_ERROR}
      </p>
      <button type="button" onClick={onRetry} className={buttonClass('secondary', 'sm')}>
        Try again
      </button>
    </div>
  );
}

type WidgetProps = {
  onToken: (token: string | null) => void;
  control: { current: WidgetControl | null };
};

type AltchaStateDetail = { state?: string; payload?: string };

function AltchaWidget({ challengeUrl, onToken, control }: WidgetProps & { challengeUrl: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    let live = true;
    let widget: AltchaWidgetElement | null = null;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateDetail>).detail;
      onTokenRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    import('./altcha-setup').then(
      () => {
        const container = containerRef.current;
        if (!live || !container) return;
        // Built by hand rather than in JSX: the widget manages its own DOM, which React must not touch.
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', challengeUrl);
        widget.addEventListener('statechange', onStateChange);
        container.replaceChildren(widget);
        control.current = {
          reset: () => widget?.reset(),
          focus: () => widget?.querySelector<HTMLElement>('input[type="checkbox"], input, button')?.focus(),
        };
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      control.current = null;
      if (widget) {
        widget.removeEventListener('statechange', onStateChange);
        widget.remove();
      }
    };
  }, [challengeUrl, control, attempt]);

  if (failed) {
    return (
      <LoadError
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return <div ref={containerRef} className="min-h-14 max-w-full" />;
}

function TurnstileWidget({ siteKey, onToken, control }: WidgetProps & { siteKey: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    let live = true;
    let widgetId: string | undefined;
    let api: Awaited<ReturnType<typeof loadTurnstile>> | undefined;
    loadTurnstile().then(
      (turnstile) => {
        const container = containerRef.current;
        if (!live || !container) return;
        api = turnstile;
        widgetId = turnstile.render(container, {
          sitekey: siteKey,
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(null),
          'error-callback': () => onTokenRef.current(null),
          'timeout-callback': () => onTokenRef.current(null),
        });
        control.current = {
          reset: () => api?.reset(widgetId),
          focus: () => container.querySelector<HTMLElement>('iframe')?.focus(),
        };
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      control.current = null;
      if (api && widgetId !== undefined) api.remove(widgetId);
    };
  }, [siteKey, control, attempt]);

  if (failed) {
    return (
      <LoadError
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return <div ref={containerRef} className="min-h-16" />;
}
