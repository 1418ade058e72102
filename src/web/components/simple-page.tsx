import type { ReactNode } from 'react';
import { Seo } from './seo';

export type SimplePageProps = {
  /** The page heading (h1), also the tab title unless seoTitle is given. */
  title: string;
  seoTitle?: string;
  noindex?: boolean;
  children?: ReactNode;
};

/** A page with a heading and a column of text: the frame for information pages. */
export function SimplePage({ title, seoTitle, noindex = false, children }: SimplePageProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Seo title={seoTitle ?? title} noindex={noindex} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">{children}</div>
    </div>
  );
}
