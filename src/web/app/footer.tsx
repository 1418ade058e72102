import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConsentDialog } from './consent-dialog';
import { footerNavItems } from './nav-items';
import { LanguageSwitch } from './language-switch';

// Read once per page load: a footer does not need to tick over at midnight on New Year's Eve.
const CURRENT_YEAR = new Date().getFullYear();

const footerLinkClass =
  'inline-block rounded-sm py-1 text-sm leading-6 text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline';

export function Footer() {
  const [consentOpen, setConsentOpen] = useState(false);
  const consentButtonRef = useRef<HTMLButtonElement>(null);
  const { _ } = useLingui();

  const closeConsent = () => {
    setConsentOpen(false);
    consentButtonRef.current?.focus();
  };

  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <nav aria-label={_('app.nav.footer')}>
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {footerNavItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={footerLinkClass}>
                  {_(item.labelId)}
                </Link>
              </li>
            ))}
            <li>
              <button
                ref={consentButtonRef}
                type="button"
                aria-haspopup="dialog"
                onClick={() => setConsentOpen(true)}
                className={footerLinkClass}
              >
                {_('app.consent.title')}
              </button>
            </li>
          </ul>
        </nav>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-slate-600">{_('app.footer.rights', { year: CURRENT_YEAR })}</p>
          <LanguageSwitch />
        </div>
      </div>
      {consentOpen && <ConsentDialog onClose={closeConsent} />}
    </footer>
  );
}
