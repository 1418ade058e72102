import { useCallback, useState } from 'react';

export type FormError = { message: string; /** changes on every show, so the same text is announced again */ key: number };

/** The one message a form's red box shows; render it with `key={error.key}`. */
export function useFormError() {
  const [error, setError] = useState<FormError | null>(null);
  const show = useCallback((message: string) => {
    setError((previous) => ({ message, key: (previous?.key ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => setError(null), []);
  return { error, show, clear };
}
