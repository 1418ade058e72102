import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDismiss } from './use-dismiss';

/**
 * Open/closed state of a header menu. It remembers the location it was opened on, so any navigation closes it
 * without an effect; an outside press or Escape closes it too (see useDismiss).
 */
export function useNavDisclosure<C extends HTMLElement = HTMLDivElement>() {
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const close = useCallback(() => setOpenedAt(null), []);
  const show = useCallback(() => setOpenedAt(location.key), [location.key]);
  const containerRef = useRef<C>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss({ active: open, container: containerRef, returnFocusTo: buttonRef, onDismiss: close });
  return { open, show, close, toggle: open ? close : show, containerRef, buttonRef };
}
