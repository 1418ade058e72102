import { useLingui } from '@lingui/react';
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE } from '#core/i18n/languages';
import { languageHome, sitePath } from '#core/site/redirect-path';
import { useLanguage } from '../lib/use-language';

const SITE_NAME = 'RentValue';

/** The tab title: "{title} | RentValue", the same in every language (the brand is never translated). */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** What a page says about itself for search engines and link previews; the prerender writes it into the HTML. */
export type PageHead = { title: string; description?: string; noindex: boolean };

/**
 * At build time and for a server-rendered page, the server entry (entry-server.tsx) passes an object here and each page's <Seo> fills it while
 * rendering, so the page's title, description and robots rule go into the HTML itself. In the browser there is no
 * sink and the effects below keep the head up to date as the renter moves between pages.
 */
export const PageHeadSink = createContext<PageHead | null>(null);

function setHeadTag(selector: string, create: () => HTMLElement, attribute: string, value: string): void {
  let tag = document.head.querySelector<HTMLElement>(selector);
  if (!tag) {
    tag = create();
    document.head.appendChild(tag);
  }
  tag.setAttribute(attribute, value);
}

/**
 * Sets the tab title, the page's meta description, canonical link and Open Graph tags and, for pages search engines
 * must not list, a robots noindex tag. The description goes back to the site-wide one when the page goes away, so a
 * page without its own description never shows the previous page's. index.html's site-wide description is English:
 * a page in another language without its own description says the site-wide one in its language.
 */
function useSeo(title?: string, noindex = false, ownDescription?: string): void {
  const { _ } = useLingui();
  const language = useLanguage();
  const { pathname } = useLocation();
  const sink = useContext(PageHeadSink);
  const siteDescription = _('components.seo.siteDescription');
  const description = ownDescription ?? (language === DEFAULT_LANGUAGE ? undefined : siteDescription);
  if (sink) Object.assign(sink, { title: documentTitle(title), description, noindex });

  useEffect(() => {
    const full = documentTitle(title);
    document.title = full;
    // The address as the browser shows it: a Spanish page's path keeps its /es (the router's basename). One that is
    // not a path of ours by the redirect rule (a 404 at "/es//host/") names the language's home page instead.
    const canonical = `${window.location.origin}${sitePath(window.location.pathname) ?? languageHome(language)}`;
    setHeadTag(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      canonical,
    );
    for (const [property, value] of [
      ['og:title', full],
      ['og:url', canonical],
    ] as const) {
      const meta = () => {
        const tag = document.createElement('meta');
        tag.setAttribute('property', property);
        return tag;
      };
      setHeadTag(`meta[property="${property}"]`, meta, 'content', value);
    }
  }, [title, pathname, language]);

  useEffect(() => {
    if (!noindex) return;
    // A prerendered page already carries its tag: adopt it, so it goes when the renter moves on.
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      meta.content = 'noindex';
      document.head.appendChild(meta);
    }
    const tag = meta;
    return () => tag.remove();
  }, [noindex]);

  useEffect(() => {
    if (!description) return;
    const tags = [
      ...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"], meta[property="og:description"]'),
    ];
    if (tags.length === 0) {
      const meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
      tags.push(meta);
    }
    for (const tag of tags) tag.content = description;
    return () => tags.forEach((tag) => (tag.content = siteDescription));
  }, [description, siteDescription]);
}

export type SeoProps = {
  /** The page's name; the tab reads "{title} | RentValue". Leave out for the plain site name. */
  title?: string;
  /** Keeps the page out of search results while it is shown. */
  noindex?: boolean;
  /** The page's meta description (one or two sentences); the site-wide one otherwise. */
  description?: string;
};

export function Seo({ title, noindex = false, description }: SeoProps) {
  useSeo(title, noindex, description);
  return null;
}
