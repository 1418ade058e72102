import { describe, expect, it } from 'vitest';
import { pageDocument } from './page-document';

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
});
