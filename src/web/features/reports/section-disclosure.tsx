import type { ReactNode } from 'react';
import { DisclosureChevronIcon } from '../../components/icons';

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
      <DisclosureChevronIcon className="size-4" />
      {children}
    </summary>
  );
}
