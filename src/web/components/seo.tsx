import { useEffect } from 'react';

export const SITE_NAME = 'RentValue';

export function documentTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Sets the tab title and, for pages search engines must not list, a robots noindex tag. */
export function useSeo(title?: string, noindex = false): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  useEffect(() => {
    if (!noindex) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [noindex]);
}

export type SeoProps = {
  /** The page's name; the tab reads "{title} | RentValue". Leave out for the plain site name. */
  title?: string;
  /** Keeps the page out of search results while it is shown. */
  noindex?: boolean;
};

export function Seo({ title, noindex = false }: SeoProps) {
  useSeo(title, noindex);
  return null;
}
