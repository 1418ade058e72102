import { useLingui } from '@lingui/react';

/** Shown while a page's code loads. */
export function PageFallback() {
  const { _ } = useLingui();
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-600">
      <span
        aria-hidden="true"
        className="size-5 rounded-full border-2 border-slate-300 border-t-brand-700 motion-safe:animate-spin"
      />
      <span>{_('components.loading')}</span>
    </div>
  );
}
