import { useLingui } from '@lingui/react';
import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { NavLink, useLocation } from 'react-router';
import { ChevronDownIcon } from '../components/icons';
import { helpNavItems } from './nav-items';
import { useNavDisclosure } from './use-nav-disclosure';

/**
 * The "Help & FAQs" disclosure: a button that shows a list of links. It closes on an outside
 * press, on Escape (focus returns to the button), when focus leaves it, and on navigation.
 */
export function HelpMenu() {
  const { pathname } = useLocation();
  const { open, show, close, toggle, containerRef, buttonRef } = useNavDisclosure();
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const { _ } = useLingui();

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const openAndFocus = (which: 'first' | 'last') => {
    flushSync(show);
    const items = links();
    (which === 'first' ? items[0] : items[items.length - 1])?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus('last');
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = links();
    const index = items.findIndex((item) => item === document.activeElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (index + 1) % items.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) close();
  };

  const inSection = helpNavItems.some((item) => item.to === pathname);

  return (
    <div ref={containerRef} className="relative" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
        onKeyDown={onButtonKeyDown}
        className={[
          'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors',
          open || inSection ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        ].join(' ')}
      >
        {_('app.nav.helpMenu')}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        ref={listRef}
        id={listId}
        hidden={!open}
        onKeyDown={onListKeyDown}
        className="absolute left-0 top-full z-50 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        {helpNavItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                [
                  'block rounded-md px-3 py-2 text-sm',
                  isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-800 hover:bg-slate-100',
                ].join(' ')
              }
            >
              {_(item.labelId)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
