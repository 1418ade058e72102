import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { offeredLanguage } from '#core/i18n/languages';
import { sitePathInLanguage } from '#core/site/redirect-path';
import { chosenLanguage, rememberLanguage } from '../lib/language-choice';
import { useBrowserValue } from '../lib/use-browser-value';

/**
 * On a first visit to an English page from a browser that prefers Spanish: a line offering the page in Spanish.
 * Only offered, never imposed (decision 074): nobody is sent anywhere, and "No, gracias" remembers English. Shown
 * after the page is on screen, so the prerendered page is the same for everyone.
 */
export function LanguageOffer() {
  const { _, i18n } = useLingui();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const offered = useBrowserValue(
    () => i18n.locale === 'en' && chosenLanguage() === null && offeredLanguage(navigator.languages) === 'es',
    false,
  );
  if (!offered || dismissed) return null;
  return (
    <div
      lang="es"
      role="region"
      aria-label={_('app.language.offerRegion')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-brand-100 bg-brand-50 shadow-lg"
    >
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm text-slate-800 sm:px-6">
        <span>{_('app.language.offer')}</span>
        <a
          href={sitePathInLanguage(pathname, 'es')}
          hrefLang="es"
          onClick={() => rememberLanguage('es')}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          {_('app.language.offerLink')}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLanguage('en');
            setDismissed(true);
          }}
          className="ml-auto rounded-md px-2 py-1 text-slate-700 hover:bg-brand-100"
        >
          {_('app.language.offerDismiss')}
        </button>
      </p>
    </div>
  );
}
