import { describe, expect, it } from 'vitest';
import { inlineText, isSafeHref, parseInline, parseMarkdown, slugify } from './markdown';

describe('parseInline', () => {
  it('reads plain text as one text node', () => {
    expect(parseInline('Just words.')).toEqual([{ type: 'text', text: 'Just words.' }]);
  });

  it('reads bold, italic and links, nested', () => {
    expect(parseInline('A **bold [link](https://example.com)** and *soft* text')).toEqual([
      { type: 'text', text: 'A ' },
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'bold ' },
          { type: 'link', href: 'https://example.com', children: [{ type: 'text', text: 'link' }] },
        ],
      },
      { type: 'text', text: ' and ' },
      { type: 'emphasis', children: [{ type: 'text', text: 'soft' }] },
      { type: 'text', text: ' text' },
    ]);
  });

  it('keeps unmatched markers, arithmetic and snake_case as typed', () => {
    expect(inlineText(parseInline('5 * 3 = 15, a ** b, rv_session_token and [not a link]'))).toBe(
      '5 * 3 = 15, a ** b, rv_session_token and [not a link]',
    );
    expect(parseInline('**open')).toEqual([{ type: 'text', text: '**open' }]);
  });

  it('reads code spans literally', () => {
    expect(parseInline('the `__Secure-rv.session_token` cookie, `*not em*`')).toEqual([
      { type: 'text', text: 'the ' },
      { type: 'code', text: '__Secure-rv.session_token' },
      { type: 'text', text: ' cookie, ' },
      { type: 'code', text: '*not em*' },
    ]);
    expect(parseInline('a lone ` stays')).toEqual([{ type: 'text', text: 'a lone ` stays' }]);
  });

  it('honours backslash escapes', () => {
    expect(parseInline('\\*not italic\\*')).toEqual([{ type: 'text', text: '*not italic*' }]);
  });

  it('drops unsafe links but keeps their text', () => {
    expect(parseInline('[click](javascript:alert(1)) here')).toEqual([{ type: 'text', text: 'click) here' }]);
    expect(parseInline('[x](data:text/html,hi)')).toEqual([{ type: 'text', text: 'x' }]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ type: 'text', text: 'x' }]);
  });

  it('never turns markup into elements: HTML stays text', () => {
    expect(parseInline('<script>alert(1)</script>')).toEqual([{ type: 'text', text: '<script>alert(1)</script>' }]);
  });
});

describe('isSafeHref', () => {
  it.each([
    ['https://www.hud.gov/', true],
    ['http://example.com/a', true],
    ['mailto:help@example.com', true],
    ['/privacy', true],
    ['#cookies', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,x', false],
    ['//evil.example', false],
    ['vbscript:x', false],
    ['', false],
  ])('%s -> %s', (href, expected) => {
    expect(isSafeHref(href)).toBe(expected);
  });
});

describe('parseMarkdown', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    const blocks = parseMarkdown(
      [
        '## What we store',
        '',
        'First line of a paragraph',
        'continues here.',
        '',
        '- one',
        '- **two**',
        '  wrapped',
        '',
        '1. first',
        '2. second',
        '### Last',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 2, id: 'what-we-store', children: [{ type: 'text', text: 'What we store' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'First line of a paragraph continues here.' }] },
      {
        type: 'list',
        ordered: false,
        items: [
          [{ type: 'text', text: 'one' }],
          [
            { type: 'strong', children: [{ type: 'text', text: 'two' }] },
            { type: 'text', text: ' wrapped' },
          ],
        ],
      },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]] },
      { type: 'heading', level: 3, id: 'last', children: [{ type: 'text', text: 'Last' }] },
    ]);
  });

  it('ends a list at a paragraph line and handles Windows line ends', () => {
    const blocks = parseMarkdown('- a\r\n- b\r\nAfter the list.');
    expect(blocks.map((b) => b.type)).toEqual(['list', 'paragraph']);
  });

  it('gives repeated headings distinct ids', () => {
    const ids = parseMarkdown('## Cookies\n## Cookies\n## ***').map((b) => (b.type === 'heading' ? b.id : ''));
    expect(ids).toEqual(['cookies', 'cookies-2', 'section']);
  });

  it('reads an empty document as no blocks', () => {
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('\n\n  \n')).toEqual([]);
  });
});

describe('slugify', () => {
  it('makes URL fragments', () => {
    expect(slugify('Your rights & choices')).toBe('your-rights-choices');
    expect(slugify('  Café  ')).toBe('cafe');
  });
});
