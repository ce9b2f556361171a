// src/plugins/plain-key-sort: which import it swaps (only the navbar secondary menu's), and that the
// copy it swaps in memoizes as theme-common's does without a collator.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import plainKeySort, {REPLACEMENT} from '../../src/plugins/plain-key-sort';

type Resource = {request: string; contextInfo?: {issuer?: string}};

/** The replacement callback the plugin hands the bundler, captured with a stand-in bundler. */
function replacementCallback(): {pattern: RegExp; swap: (r: Resource) => void} {
  let captured: {pattern: RegExp; swap: (r: Resource) => void} | undefined;
  class NormalModuleReplacementPlugin {
    constructor(pattern: RegExp, swap: (r: Resource) => void) {
      captured = {pattern, swap};
    }
  }
  const plugin = plainKeySort();
  // @ts-expect-error: only the part of the bundler the plugin uses
  plugin.configureWebpack!({}, false, {currentBundler: {instance: {NormalModuleReplacementPlugin}}}, {});
  if (!captured) throw new Error('plain-key-sort registered no NormalModuleReplacementPlugin');
  return captured;
}

const THEME_COMMON = path.join('node_modules', '@docusaurus', 'theme-common', 'lib');

describe('plain-key-sort', () => {
  it('swaps utils/reactUtils for the navbar secondary menu content only', () => {
    const {pattern, swap} = replacementCallback();
    const request = '../../utils/reactUtils';
    expect(pattern.test(request)).toBe(true);
    const at = (issuer: string): string => {
      const r: Resource = {request, contextInfo: {issuer: path.join('/site', THEME_COMMON, issuer)}};
      swap(r);
      return r.request;
    };
    expect(at('contexts/navbarSecondaryMenu/content.js')).toBe(REPLACEMENT);
    // Its neighbour imports other helpers from the same module: it keeps the original.
    expect(at('contexts/navbarSecondaryMenu/display.js')).toBe(request);
    const noIssuer: Resource = {request};
    swap(noIssuer);
    expect(noIssuer.request).toBe(request);
  });

  it('the copy exports the same two helpers and orders keys without localeCompare', () => {
    const copy = readFileSync(REPLACEMENT, 'utf8');
    expect(copy).not.toContain('localeCompare');
    expect(copy).toMatch(/export function useShallowMemoObject/);
    expect(copy).toMatch(/export \{ReactContextError\} from '@docusaurus\/theme-common'/);
  });
});
