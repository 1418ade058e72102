import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { AltchaWidgetElement } from 'altcha/external';
import type { I18n } from '@lingui/core';
import { escapeHtml } from '#core/primitives/escape-html';
import { buttonClass } from '../button-styles';
import { loadTurnstile } from './turnstile';

// The two human-verification widgets behind CaptchaField: ALTCHA (self-hosted proof of work) and Cloudflare
// Turnstile. Each reports its token (null while not verified) and fills `control` with how to reset and focus it.

export type WidgetControl = { reset: () => void; focus: () => void };

export type WidgetProps = {
  onToken: (token: string | null) => void;
  control: RefObject<WidgetControl | null>;
};

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { _ } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="alert" className="text-sm text-red-700">
        {_('components.captcha.loadError')}
      </p>
      <button type="button" onClick={onRetry} className={buttonClass('secondary', 'sm')}>
        {_('components.captcha.retry')}
      </button>
    </div>
  );
}

/** What both widgets share: the latest token callback, and a failed load the person can try again. */
function useWidgetLoad(onToken: (token: string | null) => void) {
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });
  const [failed, setFailed] = useState(false);
  /** Counts the tries: a new one loads the widget again. */
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { onTokenRef, failed, setFailed, attempt, retry };
}

type AltchaStateDetail = { state?: string; payload?: string };

/** ALTCHA's own texts in the page's language, from the catalogues (the footer is HTML: its parts are escaped). */
function altchaTexts(i18n: I18n): Record<string, string> {
  const _ = (id: string) => i18n._(id);
  const linkLabel = _('components.captcha.widget.linkLabel');
  return {
    label: _('components.captcha.widget.label'),
    verify: _('components.captcha.widget.verify'),
    verifying: _('components.captcha.widget.verifying'),
    verified: _('components.captcha.widget.verified'),
    waitAlert: _('components.captcha.widget.waitAlert'),
    verificationRequired: _('components.captcha.widget.verificationRequired'),
    error: _('components.captcha.widget.error'),
    expired: _('components.captcha.widget.expired'),
    loading: _('components.captcha.widget.loading'),
    reload: _('components.captcha.widget.reload'),
    cancel: _('components.captcha.widget.cancel'),
    enterCode: _('components.captcha.widget.enterCode'),
    enterCodeAria: _('components.captcha.widget.enterCodeAria'),
    enterCodeFromImage: _('components.captcha.widget.enterCodeFromImage'),
    getAudioChallenge: _('components.captcha.widget.getAudioChallenge'),
    ariaLinkLabel: linkLabel,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- markup around translated parts
    footer: `${escapeHtml(_('components.captcha.widget.protectedBy'))} <a href="https://altcha.org/" tabindex="-1" target="_blank" rel="noopener" aria-label="${escapeHtml(linkLabel)}">ALTCHA</a>`,
  };
}

/**
 * A submit that comes while the check is still being solved (or not yet started) waits for it, then goes on as the
 * renter sent it: the renter never sees "complete the verification" for work the page was doing. The listener is on
 * the form itself in the capture phase, so it runs before the form's own submit handler, which Preact puts on the same
 * element (decision 086). A check that fails lets the submit through,
 * and the form shows why. Returns how to stop listening.
 */
function submitWhenVerified(widget: AltchaWidgetElement): () => void {
  const form = widget.closest('form');
  if (!form) return () => {};
  let waiting = false;
  /** The submit sent again once the check settled goes through, whatever the check's state is by then. */
  let passNext = false;
  const onSubmit = (event: SubmitEvent) => {
    const state = widget.getState();
    if (passNext) {
      passNext = false;
      return;
    }
    if (state !== 'verifying' && state !== 'unverified') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (waiting) return;
    waiting = true;
    const submitter = event.submitter;
    const settled = () => {
      const now = widget.getState();
      if (now === 'verifying' || now === 'unverified') return;
      widget.removeEventListener('statechange', settled);
      waiting = false;
      // After the widget's own statechange listeners (the token is in the form by then).
      setTimeout(() => {
        if (!form.isConnected) return;
        passNext = true;
        form.requestSubmit(submitter?.isConnected ? submitter : null);
        passNext = false;
      });
    };
    widget.addEventListener('statechange', settled);
    if (state === 'unverified') void widget.verify();
  };
  form.addEventListener('submit', onSubmit, { capture: true });
  return () => form.removeEventListener('submit', onSubmit, { capture: true });
}

export function AltchaWidget({ challengeUrl, onToken, control }: WidgetProps & { challengeUrl: string }) {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const containerRef = useRef<HTMLDivElement>(null);
  const { onTokenRef, failed, setFailed, attempt, retry } = useWidgetLoad(onToken);

  useEffect(() => {
    let live = true;
    let widget: AltchaWidgetElement | null = null;
    let stopWaiting = () => {};
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateDetail>).detail;
      onTokenRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    import('./altcha-setup').then(
      () => {
        const container = containerRef.current;
        if (!live || !container) return;
        // The widget's texts in the page's language (issue 35): ALTCHA looks them up by its `language`.
        $altcha.i18n.set(language, altchaTexts(i18n));
        // Built by hand rather than in JSX: the widget manages its own DOM, which React must not touch.
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', challengeUrl);
        widget.setAttribute('language', language);
        // Solved while the renter fills the form: the proof of work starts when the focus first enters the form, and
        // the widget leaves the focus where the renter types (decision 084).
        widget.setAttribute('auto', 'onfocus');
        widget.setAttribute('configuration', JSON.stringify({ disableAutoFocus: true }));
        widget.addEventListener('statechange', onStateChange);
        container.replaceChildren(widget);
        stopWaiting = submitWhenVerified(widget);
        // The focus may be in the form already (a form shown again, its first field focused before this code came
        // in): ALTCHA would wait for a focus that has happened, so the work starts once the widget is up (it builds
        // itself a microtask after it joins the page).
        const added = widget;
        void Promise.resolve()
          .then(() => Promise.resolve())
          .then(() => {
            if (!live || typeof added.verify !== 'function' || added.getState() !== 'unverified') return;
            if (added.closest('form')?.contains(document.activeElement)) void added.verify();
          });
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
      stopWaiting();
      if (widget) {
        widget.removeEventListener('statechange', onStateChange);
        widget.remove();
      }
    };
  }, [challengeUrl, control, attempt, onTokenRef, setFailed, language, i18n]);

  if (failed) return <LoadError onRetry={retry} />;
  return <div ref={containerRef} className="min-h-14 max-w-full" />;
}

export function TurnstileWidget({ siteKey, onToken, control }: WidgetProps & { siteKey: string }) {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const containerRef = useRef<HTMLDivElement>(null);
  const { onTokenRef, failed, setFailed, attempt, retry } = useWidgetLoad(onToken);

  useEffect(() => {
    let live = true;
    let widgetId: string | undefined;
    let api: Awaited<ReturnType<typeof loadTurnstile>> | undefined;
    loadTurnstile().then(
      (turnstile) => {
        const container = containerRef.current;
        if (!live || !container) return;
        api = turnstile;
        const lost = () => onTokenRef.current(null);
        widgetId = turnstile.render(container, {
          sitekey: siteKey,
          // The widget's own texts in the page's language (issue 35).
          language,
          callback: (token) => onTokenRef.current(token),
          'expired-callback': lost,
          'error-callback': lost,
          'timeout-callback': lost,
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
  }, [siteKey, control, attempt, onTokenRef, setFailed, language]);

  if (failed) return <LoadError onRetry={retry} />;
  return <div ref={containerRef} className="min-h-16" />;
}
