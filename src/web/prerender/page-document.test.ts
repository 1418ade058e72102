import { describe, expect, it } from 'vitest';
import { isSitePath } from '#core/site/redirect-path';
import { pageDocument, withAppStartChunks } from './page-document';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Site-wide words." />
    <title>RentValue</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pageDocument', () => {
  it('puts the page in #root and its own title, description, canonical and Open Graph tags in the head', () => {
    const html = pageDocument(TEMPLATE, '/faqs', {
      html: '<main><h1>Frequently Asked Questions</h1></main>',
      head: { title: 'FAQs | RentValue', description: 'Answers about "plans" & refunds.', noindex: false },
    });
    expect(html).toContain('<html lang="en" data-prerendered="">');
    expect(html).toContain('<div id="root"><main><h1>Frequently Asked Questions</h1></main></div>');
    expect(html).toContain('<title>FAQs | RentValue</title>');
    expect(html).toContain('<meta name="description" content="Answers about &#34;plans&#34; &#38; refunds." />');
    expect(html).toContain('<link rel="canonical" href="%RV_ORIGIN%/faqs" />');
    expect(html).toContain('<meta property="og:title" content="FAQs | RentValue" />');
    expect(html).toContain('<meta property="og:url" content="%RV_ORIGIN%/faqs" />');
    expect(html).not.toContain('name="robots"');
    // The script tags Vite wrote stay as they were.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('keeps the site-wide description for a page without its own, and marks noindex pages', () => {
    const html = pageDocument(TEMPLATE, '/login', {
      html: '<h1>Log In</h1>',
      head: { title: 'Login | RentValue', noindex: true },
    });
    expect(html).toContain('<meta name="description" content="Site-wide words." />');
    expect(html).toContain('<meta property="og:description" content="Site-wide words." />');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('takes the page markup literally, even where it holds $ patterns', () => {
    const html = pageDocument(TEMPLATE, '/', {
      html: '<p>$1,850 a month, $& more</p>',
      head: { title: 'RentValue', noindex: false },
    });
    expect(html).toContain('<p>$1,850 a month, $& more</p>');
  });

  it.each([
    '/es//127.0.0.1:3999/lang-x/',
    '/es/%5C127.0.0.1:3999/lang-x/',
    '//127.0.0.1:3999/lang-x/',
    '/es/.//127.0.0.1:3999/',
    '/es/%2F%2F127.0.0.1:3999/',
  ])('names only pages of the site in the canonical and hreflang links of %j (issue 36)', (pathname) => {
    const html = pageDocument(TEMPLATE, pathname, { html: '<h1>Not found</h1>', head: { title: 'x', noindex: true } });
    const links = [...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]* href="%RV_ORIGIN%([^"]*)"/g)].map(
      (match) => match[1]!,
    );
    expect(links).toHaveLength(4);
    for (const link of links) expect(isSitePath(link), link).toBe(true);
    expect(html).toContain('hreflang="en" href="%RV_ORIGIN%/"');
    expect(html).toContain('hreflang="es" href="%RV_ORIGIN%/es/"');
  });

  it('lists the app’s start chunks in a <meta> of the head, which runs nothing', () => {
    const html = '<html><head><title>RentValue</title>\n  </head><body></body></html>';
    expect(withAppStartChunks(html, ['/assets/a.js', '/assets/b.js'])).toBe(
      '<html><head><title>RentValue</title>\n  <meta name="rv-app-start" content="/assets/a.js /assets/b.js">\n  </head><body></body></html>',
    );
    expect(() => withAppStartChunks('<html></html>', [])).toThrow('index.html has no </head>');
  });
});
