import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { AccountActions } from './account-actions';
import { CloseIcon, MenuIcon } from '../components/icons';
import { mobileNavLinkClass } from './nav-link-styles';
import { helpNavItems, mainNavItems } from './nav-items';
import { LanguageSwitch } from './language-switch';
import { useNavDisclosure } from './use-nav-disclosure';

/** Below the md breakpoint: a menu button that reveals every header item, help links included. */
export function MobileMenu() {
  const { open, toggle, containerRef, buttonRef } = useNavDisclosure();
  const panelId = useId();
  const helpHeadingId = useId();
  const { _ } = useLingui();

  return (
    <div ref={containerRef} className="contents md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="ml-auto inline-flex items-center gap-2 rounded-md p-2 text-slate-800 hover:bg-slate-100"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="sr-only">{_('app.nav.menu')}</span>
      </button>
      <nav
        id={panelId}
        aria-label={_('app.nav.mobile')}
        hidden={!open}
        className="max-h-[calc(100dvh-4.5rem)] basis-full overflow-y-auto overscroll-contain border-t border-slate-200 pt-3 pb-2"
      >
        <ul className="space-y-1">
          {mainNavItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className={mobileNavLinkClass}>
                {_(item.labelId)}
              </NavLink>
            </li>
          ))}
        </ul>
        <p id={helpHeadingId} className="mt-4 px-3 text-sm font-semibold uppercase tracking-wide text-slate-600">
          {_('app.nav.helpMenu')}
        </p>
        <ul aria-labelledby={helpHeadingId} className="mt-1 space-y-1">
          {helpNavItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={mobileNavLinkClass}>
                {_(item.labelId)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4">
          <AccountActions layout="stack" />
          <LanguageSwitch />
        </div>
      </nav>
    </div>
  );
}
