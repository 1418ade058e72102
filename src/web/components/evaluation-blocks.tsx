import type { EvaluationBlock } from '#core/ai-text';

export type EvaluationBlocksProps = {
  blocks: readonly EvaluationBlock[];
  /** The container's classes. */
  className: string;
};

/**
 * Parsed evaluation text (SPEC §2): its paragraphs, and its bullets with the part before the colon in bold.
 * Rendered as React text, never as HTML (ARCHITECTURE "Security").
 */
export function EvaluationBlocks({ blocks, className }: EvaluationBlocksProps) {
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
          <ul key={groupIndex} className="list-disc space-y-2 pl-5 marker:text-slate-400">
            {group.map((block, index) => (
              <li key={index}>
                {block.kind === 'bullet' && block.label !== undefined ? (
                  <>
                    <strong className="font-semibold text-slate-900">{block.label}:</strong> {block.text}
                  </>
                ) : (
                  block.text
                )}
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
