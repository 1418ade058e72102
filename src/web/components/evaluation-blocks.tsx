import { Trans, useLingui } from '@lingui/react';
import type { EvaluationBlock } from '#core/writing/ai-text';
import { splitSentences } from '#core/report/sentences';
import { DisclosureChevronIcon } from './icons';

export type EvaluationBlocksProps = {
  blocks: readonly EvaluationBlock[];
  /** The container's classes. */
  className: string;
  /**
   * Show each bullet's first sentence and keep the rest one tap away (a native <details>, so it works before the app
   * has loaded and prints whole): a long bullet reads as a scannable item on a phone
   * (docs/decisions/067-verdict-first-report.md).
   */
  scannable?: boolean;
};

/**
 * Parsed evaluation text (docs/product.md#evaluation-summary): its paragraphs, and its bullets with the part before
 * the colon in bold. Rendered as React text, never as HTML (docs/architecture.md#security).
 */
export function EvaluationBlocks({ blocks, className, scannable = false }: EvaluationBlocksProps) {
  // Consecutive bullets share one list.
  const groups: EvaluationBlock[][] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (last && block.kind === 'bullet' && last[0]?.kind === 'bullet') last.push(block);
    else groups.push([block]);
  }
  return (
    <div className={className}>
      {groups.map((group, groupIndex) =>
        group[0]?.kind === 'bullet' ? (
          <ul key={groupIndex} className="list-disc space-y-1.5 pl-5 marker:text-slate-400 sm:space-y-2">
            {group.map((block, index) => (
              <li key={index}>
                <BulletText
                  label={block.kind === 'bullet' ? block.label : undefined}
                  text={block.text}
                  scannable={scannable}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p key={groupIndex}>{group[0]?.text}</p>
        ),
      )}
    </div>
  );
}

function BulletText({ label, text, scannable }: { label: string | undefined; text: string; scannable: boolean }) {
  const { _ } = useLingui();
  const [first, ...rest] = scannable ? splitSentences(text) : [text];
  return (
    <>
      {label !== undefined ? <strong className="font-semibold text-slate-900">{label}:</strong> : null} {first}
      {rest.length > 0 ? (
        <details data-report-details className="group">
          <summary className="inline-flex cursor-pointer list-none items-center gap-1 text-sm font-semibold text-brand-700 hover:underline print:hidden [&::-webkit-details-marker]:hidden">
            <DisclosureChevronIcon className="size-3.5" />
            {label !== undefined ? (
              <Trans
                id="components.evaluation.moreOn"
                values={{ label }}
                components={{ 0: <span className="sr-only" /> }}
              />
            ) : (
              _('components.evaluation.more')
            )}
          </summary>
          <ul className="mt-1 list-[circle] space-y-1 pl-5 marker:text-slate-400">
            {rest.map((sentence, index) => (
              <li key={index}>{sentence}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
