import type { ReactNode } from 'react';

export type SectionDisclosureProps = {
  /** What opening it shows, e.g. "Show the comparables table". */
  summary: string;
  children: ReactNode;
};

/**
 * Detail most renters skip, one tap away (docs/decisions/067-verdict-first-report.md): a native <details>, so it opens
 * before the app has loaded and its content is in the server-rendered HTML; a print opens every one
 * (report-print.css, print-report.ts).
 */
export function SectionDisclosure({ summary, children }: SectionDisclosureProps) {
  return (
    <details data-report-details className="group mt-2">
      <DisclosureSummary>{summary}</DisclosureSummary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

/** The line that opens a report disclosure: a chevron that turns when open (its <details> has the class `group`). */
export function DisclosureSummary({ children }: { children: ReactNode }) {
  return (
    <summary className="-mx-1 inline-flex cursor-pointer list-none items-center gap-1.5 rounded-lg px-1 py-1.5 font-semibold text-brand-700 hover:bg-brand-50 print:hidden [&::-webkit-details-marker]:hidden">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="size-4 shrink-0 transition-transform group-open:rotate-90"
      >
        <path d="M7.2 4.7a1 1 0 0 1 1.4 0l4.6 4.6a1 1 0 0 1 0 1.4l-4.6 4.6a1 1 0 1 1-1.4-1.4L11.1 10 7.2 6.1a1 1 0 0 1 0-1.4Z" />
      </svg>
      {children}
    </summary>
  );
}
