import { Fragment, h } from 'preact';
import { useId } from 'preact/hooks';
import { renderToString } from 'preact-render-to-string';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { withIdScope } from './id-scope';

// Preact runs the pages (decision 086); these render with Preact's own server render, as the build does.

function Field() {
  return h('input', { id: useId() });
}

function idsOf(html: string): string[] {
  return [...html.matchAll(/id="([^"]+)"/g)].map((match) => match[1]!);
}

describe('withIdScope', () => {
  it('gives the fields of two islands ids of their own, the same however much of the page came before', () => {
    const island = (scope: number) => withIdScope(scope, h(Fragment, null, h(Field, null), h(Field, null)) as never);
    const page = idsOf(renderToString(h('main', null, h(Field, null), island(1), island(2))));
    expect(page).toEqual(['P0-0', 'P1-0', 'P1-1', 'P2-0', 'P2-1']);
    // The island alone, as the browser brings it to life on its own, numbers its fields as the whole page did.
    expect(idsOf(renderToString(island(2)))).toEqual(['P2-0', 'P2-1']);
  });

  it('leaves a React element as it is', () => {
    const element = createElement('div');
    expect(withIdScope(3, element)).toBe(element);
    expect(Object.keys(element)).not.toContain('__m');
  });
});
