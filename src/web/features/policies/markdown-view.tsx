import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { parseMarkdown, type MarkdownBlock, type MarkdownInline } from '#core/primitives/markdown';
import { textLinkClass } from '../../components/info-page';

// Renders our Markdown documents (core/primitives/markdown.ts) as React elements: text is always text, links are only the
// ones the parser allowed, and no HTML string is ever handed to the DOM.

const headingClass: Record<number, string> = {
  1: 'mt-10 text-3xl font-bold tracking-tight text-slate-900',
  2: 'mt-10 scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900',
  3: 'mt-8 scroll-mt-24 text-xl font-semibold text-slate-900',
  4: 'mt-6 scroll-mt-24 text-lg font-semibold text-slate-900',
  5: 'mt-6 text-base font-semibold text-slate-900',
  6: 'mt-6 text-base font-semibold text-slate-700',
};

function renderInline(nodes: readonly MarkdownInline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'code':
        return (
          <code key={i} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-800">
            {node.text}
          </code>
        );
      case 'strong':
        return (
          <strong key={i} className="font-semibold text-slate-900">
            {renderInline(node.children)}
          </strong>
        );
      case 'emphasis':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'link':
        // Our own pages go through the router (no reload); everything else is an ordinary link.
        return node.href.startsWith('/') ? (
          <Link key={i} to={node.href} className={textLinkClass}>
            {renderInline(node.children)}
          </Link>
        ) : (
          <a key={i} href={node.href} className={textLinkClass} rel="noopener noreferrer">
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

function renderBlock(block: MarkdownBlock, key: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return (
        <Heading key={key} id={block.id} className={headingClass[block.level]}>
          {renderInline(block.children)}
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p key={key} className="mt-4 leading-relaxed text-slate-700">
          {renderInline(block.children)}
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          key={key}
          className={`mt-4 space-y-2 pl-6 leading-relaxed text-slate-700 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {block.items.map((item, i) => (
            <li key={i} className="pl-1">
              {renderInline(item)}
            </li>
          ))}
        </List>
      );
    }
  }
}

export type MarkdownViewProps = {
  source: string;
  className?: string;
};

/** A Markdown document as React elements. */
export function MarkdownView({ source, className = '' }: MarkdownViewProps) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <div className={className}>{blocks.map(renderBlock)}</div>;
}
