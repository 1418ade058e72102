import { useEffect } from 'react';

export const SITE_NAME = 'RentValue';

export function documentTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * Sets the tab title, the page's meta description and, for pages search engines must not list, a robots noindex
 * tag. The description goes back to what index.html said when the page goes away, so a page without its own
 * description never shows the previous page's.
 */
export function useSeo(title?: string, noindex = false, description?: string): void {
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

  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = description;
    const tag = meta;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [description]);
}

export type SeoProps = {
  /** The page's name; the tab reads "{title} | RentValue". Leave out for the plain site name. */
  title?: string;
  /** Keeps the page out of search results while it is shown. */
  noindex?: boolean;
  /** The page's meta description (one or two sentences); index.html's site-wide one otherwise. */
  description?: string;
};

export function Seo({ title, noindex = false, description }: SeoProps) {
  useSeo(title, noindex, description);
  return null;
}
