import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES } from '#core/i18n/languages';
import { sitePathInLanguage } from '#core/site/redirect-path';
import { rememberLanguage } from '../lib/language-choice';
import { useSession } from '../lib/use-session';
import { useLanguage } from '../lib/use-language';

/**
 * "English · Español": the same page in the other language (decision 074). A full page load, since the other
 * language is another router (its basename) and another catalogue; the choice is remembered first (a cookie, and
 * the account's setting for a signed-in renter). `compact` (the desktop header, where room is short) shows only the
 * other language.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { _ } = useLingui();
  const { pathname, search, hash } = useLocation();
  const current = useLanguage();
  const { isLoggedIn } = useSession();
  return (
    <div role="group" aria-label={_('app.language.label')} className="flex items-center gap-1 text-sm">
      {LANGUAGES.filter((language) => !compact || language !== current).map((language) => (
        <a
          key={language}
          // Built from the address, so checked like a redirect: "/es//host/" is a 404 here, never a link to "//host/".
          href={sitePathInLanguage(`${pathname}${search}${hash}`, language)}
          lang={language}
          hrefLang={language}
          aria-current={language === current ? 'true' : undefined}
          onClick={(event) => {
            rememberLanguage(language);
            if (!isLoggedIn || language === current) return;
            // A renter's choice is their account's too (their emails follow it): saved before the page changes.
            event.preventDefault();
            const href = event.currentTarget.href;
            // Loaded on the click: the switch is on every page, saving is rare.
            void import('../lib/account-api')
              .then(({ saveAccountLanguage }) => saveAccountLanguage(language))
              .catch(() => undefined)
              .finally(() => window.location.assign(href));
          }}
          className={[
            'inline-flex min-h-10 items-center rounded-md px-2.5 underline-offset-4',
            language === current ? 'font-semibold text-slate-900' : 'text-brand-800 hover:bg-slate-100 hover:underline',
          ].join(' ')}
        >
          {LANGUAGE_NAMES[language]}
        </a>
      ))}
    </div>
  );
}
