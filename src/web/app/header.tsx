import { useLingui } from '@lingui/react';
import { NavLink } from 'react-router';
import { AccountActions } from './account-actions';
import { BrandWordmark } from './brand-wordmark';
import { HelpMenu } from './help-menu';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { desktopNavLinkClass } from './nav-link-styles';
import { mainNavItems } from './nav-items';

export function Header() {
  const { _ } = useLingui();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      {/* md to lg: the links take a second row; from lg everything fits on one. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <BrandWordmark />
        <nav aria-label={_('app.nav.main')} className="hidden md:order-last md:block md:w-full lg:order-none lg:w-auto">
          <ul className="flex items-center gap-1">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={desktopNavLinkClass}>
                  {_(item.labelId)}
                </NavLink>
              </li>
            ))}
            <li>
              <HelpMenu />
            </li>
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <LanguageSwitch compact />
          <AccountActions layout="row" />
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
