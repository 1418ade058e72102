import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { LogoMark } from '../components/icons';

// On a phone the header's row is as tall as the menu button (40 px); the wordmark takes that height from the first
// paint, so a slow phone that paints the page before the button has arrived does not see the logo move down.
export function BrandWordmark() {
  return (
    <Link
      to={paths.home}
      className="inline-flex h-10 items-center gap-2 rounded-md text-xl font-extrabold tracking-tight text-slate-900 md:h-auto"
    >
      <LogoMark />
      <span>
        <Trans id="app.brand" components={{ 0: <span className="text-brand-700" /> }} />
      </span>
    </Link>
  );
}
