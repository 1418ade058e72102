import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view';

function render(source: string): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <MarkdownView source={source} />
    </MemoryRouter>,
  );
}

describe('MarkdownView', () => {
  it('renders headings with anchors, paragraphs, lists, bold, italic and links as elements', () => {
    const html = render(
      [
        '## What we store',
        '',
        'We keep **little** and *nothing else*.',
        '',
        '- [Privacy](/privacy)',
        '- [HUD](https://www.hud.gov/)',
        '',
        '1. one',
      ].join('\n'),
    );
    expect(html).toContain('<h2 id="what-we-store"');
    expect(html).toContain('>What we store</h2>');
    expect(html).toMatch(/<p[^>]*>We keep <strong[^>]*>little<\/strong> and <em>nothing else<\/em>\.<\/p>/);
    expect(html).toMatch(/<ul[^>]*><li[^>]*><a[^>]*href="\/privacy"[^>]*>Privacy<\/a><\/li>/);
    expect(html).toMatch(/<a[^>]*href="https:\/\/www.hud.gov\/"[^>]*rel="noopener noreferrer"[^>]*>HUD<\/a>/);
    expect(html).toMatch(/<ol[^>]*><li[^>]*>one<\/li><\/ol>/);
  });

  it('gives a Spanish heading a plain anchor and keeps its accents in the text', () => {
    const html = render(
      '## Cómo manejar las cookies\n\n¿Tiene preguntas? Escríbanos desde la [página de contacto](/contact).',
    );
    expect(html).toContain('<h2 id="como-manejar-las-cookies"');
    expect(html).toContain('>Cómo manejar las cookies</h2>');
    expect(html).toMatch(
      /¿Tiene preguntas\? Escríbanos desde la <a[^>]*href="\/contact"[^>]*>página de contacto<\/a>\./,
    );
  });

  it('renders code spans as code', () => {
    expect(render('the `rv-consent` key')).toMatch(/the <code[^>]*>rv-consent<\/code> key/);
  });

  it('escapes HTML in the source instead of rendering it', () => {
    const html = render('<img src=x onerror=alert(1)> and <script>alert(1)</script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; and &lt;script&gt;');
  });

  it('never renders a javascript: link', () => {
    const html = render('[click me](javascript:alert(1))');
    expect(html).not.toContain('href');
    expect(html).toContain('click me');
  });
});
