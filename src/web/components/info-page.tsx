import type { ReactNode } from 'react';
import { Seo } from './seo';

export type InfoPageProps = {
  /** The page heading (h1), also the tab title unless seoTitle is given. */
  title: string;
  seoTitle?: string;
  /** The meta description search engines show under the page's title. */
  description: string;
  /** A lead paragraph under the heading. */
  intro?: ReactNode;
  noindex?: boolean;
  /** Text pages read best in a narrow column; directories and tools use the site's full width. */
  width?: 'text' | 'wide';
  className?: string;
  children?: ReactNode;
};

/** The frame of the information, tool and policy pages: heading, lead paragraph, then the page's own content. */
export function InfoPage({
  title,
  seoTitle,
  description,
  intro,
  noindex = false,
  width = 'text',
  className = '',
  children,
}: InfoPageProps) {
  return (
    <div
      className={`mx-auto w-full ${width === 'wide' ? 'max-w-6xl' : 'max-w-3xl'} px-4 py-10 sm:px-6 sm:py-14 ${className}`}
    >
      <Seo title={seoTitle ?? title} description={description} noindex={noindex} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {intro ? <div className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{intro}</div> : null}
      {children}
    </div>
  );
}

/** A link in running text. */
export const textLinkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';
