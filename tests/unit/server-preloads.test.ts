// src/lib/hydration/serverPreloads.ts: which server elements Preact is given to adopt at the start of
// the root (only the leading <link>s, every attribute kept), read from stand-ins of DOM elements.
import {describe, expect, it} from 'vitest';
import {leadingLinks} from '../../src/lib/hydration/serverPreloads';

type Fake = {localName: string; attributes: {name: string; value: string}[]; nextElementSibling: Fake | null};

/** A root whose children are the given elements, linked as the DOM links them. */
function root(...children: [string, Record<string, string>][]): Element {
  const fakes: Fake[] = children.map(([localName, attrs]) => ({
    localName,
    attributes: Object.entries(attrs).map(([name, value]) => ({name, value})),
    nextElementSibling: null,
  }));
  fakes.forEach((f, i) => (f.nextElementSibling = fakes[i + 1] ?? null));
  return {firstElementChild: fakes[0] ?? null} as unknown as Element;
}

describe('leadingLinks', () => {
  it('returns the links before the first other element, with all their attributes', () => {
    const links = leadingLinks(
      root(
        ['link', {rel: 'preload', as: 'image', href: '/limu/img/logo.svg'}],
        ['link', {rel: 'preload', as: 'image', href: '/limu/img/a.svg', fetchpriority: 'high'}],
        ['div', {role: 'region'}],
        ['link', {rel: 'preload', as: 'image', href: '/limu/img/late.svg'}],
      ),
    );
    expect(links).toEqual([
      {rel: 'preload', as: 'image', href: '/limu/img/logo.svg'},
      {rel: 'preload', as: 'image', href: '/limu/img/a.svg', fetchpriority: 'high'},
    ]);
  });

  it('returns nothing when the root starts with another element, is empty or is missing', () => {
    expect(leadingLinks(root(['div', {}], ['link', {rel: 'preload', href: '/x.svg'}]))).toEqual([]);
    expect(leadingLinks(root())).toEqual([]);
    expect(leadingLinks(null)).toEqual([]);
  });
});
