import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from '#core/i18n/languages';

// The few parts of React Router that the islands of a public page use (decision 085), for a page without the router:
// a link is a plain link (the next page is a full load, which the server answers from its prerendered copy), and the
// location is the address bar's. Stands in for 'react-router' in the islands' build (tools/build/islands-build.ts).

type To = string | { pathname?: string; search?: string; hash?: string };

type Location = { pathname: string; search: string; hash: string; state: null; key: string };

/** The page's address, less its language's prefix, as the router's `useLocation` gives it. */
export function useLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname: pathWithoutLanguage(pathname), search, hash, state: null, key: 'default' };
}

function href(to: To): string {
  const target = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  return target.startsWith('/') ? pathInLanguage(target, languageOfPath(window.location.pathname)) : target;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  end?: boolean;
};

export function Link({ to, replace: _replace, state: _state, end: _end, ...rest }: LinkProps) {
  return <a href={href(to)} {...rest} />;
}

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  className?: string | ((state: { isActive: boolean; isPending: boolean }) => string | undefined);
  children?: ReactNode;
};

/** A link marked as the page shown (aria-current="page") when its path is the address's. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = typeof to === 'string' ? to : (to.pathname ?? '');
  const isActive = pathname === target || (!end && target !== '/' && pathname.startsWith(`${target}/`));
  return (
    <Link
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive, isPending: false }) : className}
      {...rest}
    />
  );
}
