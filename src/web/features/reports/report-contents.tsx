import { useLingui } from '@lingui/react';
import { REPORT_SECTIONS, type ReportSectionKey } from './report-texts';

/**
 * The phone's contents list (docs/product.md#evidence): a long report's sections one tap away. Plain in-page links,
 * so they work before the app has loaded; a link to a closed section's detail opens it (the browser reveals a
 * fragment's <details>). Wide screens see the sections side by side and need no list.
 */
export function ReportContents({ sections }: { sections: readonly ReportSectionKey[] }) {
  const { _ } = useLingui();
  return (
    <nav aria-label={_('reports.contents.heading')} data-print-hide className="lg:hidden print:hidden">
      <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{_('reports.contents.heading')}</h2>
      {/* One row that scrolls sideways, its edge fading where more links wait. */}
      <ul className="-mx-4 mt-1.5 flex gap-1.5 overflow-x-auto px-4 pb-1 [mask-image:linear-gradient(to_right,black_85%,transparent)]">
        {sections.map((key) => (
          <li key={key}>
            <a
              href={`#${REPORT_SECTIONS[key].id}`}
              className="inline-flex min-h-8 items-center whitespace-nowrap rounded-full border border-slate-300 bg-white px-2.5 text-sm font-medium text-slate-800 hover:border-brand-400 hover:text-brand-800"
            >
              {_(REPORT_SECTIONS[key].labelId)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
