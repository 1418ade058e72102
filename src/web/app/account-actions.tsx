import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { buttonClass } from '../components/button-styles';
import { useSession } from '../lib/use-session';
import { accountNavItem, loginNavItem } from './nav-items';

/** The header's right-hand buttons: Account Dashboard always, Login / Signup for visitors. */
export function AccountActions({ layout }: { layout: 'row' | 'stack' }) {
  const { isLoggedIn, isPending } = useSession();
  const { _ } = useLingui();
  const itemClass = layout === 'stack' ? 'w-full' : '';
  const size = layout === 'stack' ? 'lg' : 'md';
  return (
    <>
      <Link
        to={accountNavItem.to}
        className={`${buttonClass(isLoggedIn ? 'primary' : 'secondary', size)} ${itemClass}`}
      >
        {_(accountNavItem.labelId)}
      </Link>
      {/* Held back until the session is known, so a signed-in user never sees it flash. */}
      {!isLoggedIn && !isPending && (
        <Link to={loginNavItem.to} className={`${buttonClass('primary', size)} ${itemClass}`}>
          {_(loginNavItem.labelId)}
        </Link>
      )}
    </>
  );
}
