// src/plugins/plain-key-sort: which imports it swaps (those of useShallowMemoObject's two callers), and
// that the copy it swaps in exports what they import and sorts without a collator.
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
  it("swaps utils/reactUtils for useShallowMemoObject's two callers only", () => {
    const {pattern, swap} = replacementCallback();
    const at = (issuer: string, request: string): string => {
      expect(pattern.test(request)).toBe(true);
      const r: Resource = {request, contextInfo: {issuer: path.join('/site', THEME_COMMON, issuer)}};
      swap(r);
      return r.request;
    };
    expect(at('contexts/navbarSecondaryMenu/content.js', '../../utils/reactUtils')).toBe(REPLACEMENT);
    expect(at('hooks/useMutationObserver.js', '../utils/reactUtils')).toBe(REPLACEMENT);
    // Their neighbours import other helpers from the same module: they keep the original.
    expect(at('contexts/navbarSecondaryMenu/display.js', '../../utils/reactUtils')).toBe('../../utils/reactUtils');
    expect(at('contexts/colorMode.js', '../utils/reactUtils')).toBe('../utils/reactUtils');
    expect(pattern.test('./utils/reactUtils')).toBe(false);
    const noIssuer: Resource = {request: '../utils/reactUtils'};
    swap(noIssuer);
    expect(noIssuer.request).toBe('../utils/reactUtils');
  });

  it('the copy exports the helpers they import and orders keys without localeCompare', () => {
    const copy = readFileSync(REPLACEMENT, 'utf8');
    expect(copy).not.toContain('localeCompare');
    expect(copy).toMatch(/export function useShallowMemoObject/);
    expect(copy).toMatch(/export \{ReactContextError, useEvent\} from '@docusaurus\/theme-common'/);
  });
});
