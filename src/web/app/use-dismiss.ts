import { useEffect, type RefObject } from 'react';

/**
 * While `active`, calls `onDismiss` on a pointer press outside `container`, and on Escape (after
 * moving focus back to `returnFocusTo`, so keyboard users are not left on a vanished element).
 */
export function useDismiss(options: {
  active: boolean;
  container: RefObject<HTMLElement | null>;
  returnFocusTo: RefObject<HTMLElement | null>;
  onDismiss: () => void;
}): void {
  const { active, container, returnFocusTo, onDismiss } = options;

  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && container.current?.contains(target)) return;
      onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      returnFocusTo.current?.focus();
      onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, container, returnFocusTo, onDismiss]);
}
