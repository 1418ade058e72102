import { useEffect, useRef } from 'react';

/**
 * A ref for a panel that takes a form's place (a success message): it takes the focus once `shown`, so keyboard and
 * screen reader users continue from it instead of from a button that is gone. The element needs tabIndex={-1}.
 */
export function useFocusOnShow<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
