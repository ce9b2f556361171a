// ARCHITECTURE.md §5 structural rules and §8 build errors, checked with Docusaurus's own validation code
// (fast, no build): navbar item types must be known, sidebar doc ids must exist; and this
// site's own navbar and sidebars pass those same checks.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as themeClassic from '@docusaurus/theme-classic';
import {normalizeThemeConfig} from '@docusaurus/utils-validation';
// Internal modules of the docs plugin: the functions its loader runs on sidebars.ts.
import {normalizeSidebars} from '@docusaurus/plugin-content-docs/lib/sidebars/normalization.js';
import {createSidebarsUtils} from '@docusaurus/plugin-content-docs/lib/sidebars/utils.js';
import config from '../../docusaurus.config';
import sidebars from '../../sidebars';

type NavbarItem = Record<string, unknown>;
// Exported at runtime (Docusaurus calls it on every theme) though absent from the package types.
const {validateThemeConfig} = themeClassic as unknown as {
  validateThemeConfig: (args: {validate: never; themeConfig: never}) => unknown;
};
const themeConfig = config.themeConfig as unknown as {navbar: {items: NavbarItem[]}};
const validate = (items: NavbarItem[]) =>
  validateThemeConfig({
    validate: normalizeThemeConfig as never,
    themeConfig: {...themeConfig, navbar: {...themeConfig.navbar, items}} as never,
  });

/** Doc ids of docs/: the path without extension, or the folder plus a front-matter `id`. */
function docIds(dir = 'docs', prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return docIds(full, `${prefix}${name}/`);
    if (!/\.mdx?$/.test(name) || name.startsWith('_')) return [];
    const fm = /^---\n([\s\S]*?)\n---/.exec(readFileSync(full, 'utf8'))?.[1] ?? '';
    const id = /^id:\s*['"]?([^'"\n]+)/m.exec(fm)?.[1] ?? name.replace(/\.mdx?$/, '');
    return [`${prefix}${id}`];
  });
}

const checkSidebars = (input: unknown, allDocIds: string[]) =>
  createSidebarsUtils(normalizeSidebars(input as never) as never).checkSidebarsDocIds({
    allDocIds,
    sidebarFilePath: 'sidebars.ts',
    versionMetadata: {versionName: 'current'} as never,
  });

describe('navbar items (themeConfig.navbar.items)', () => {
  it('the site navbar passes the theme validation', () => {
    expect(() => validate(themeConfig.navbar.items)).not.toThrow();
  });

  it('an unknown item type is an error that names the type', () => {
    expect(() => validate([...themeConfig.navbar.items, {type: 'shinyWidget', label: 'x'}])).toThrow(
      /Bad navbar item type shinyWidget/,
    );
  });

  it('a doc item without its docId is an error', () => {
    expect(() => validate([{type: 'doc', label: 'api'}])).toThrow(/docId/);
  });
});

describe('sidebars (sidebars.ts)', () => {
  const ids = docIds();

  it('every doc id the sidebars use exists in docs/', () => {
    expect(ids).toContain('intro');
    expect(() => checkSidebars(sidebars, ids)).not.toThrow();
  });

  it('a missing doc id is an error listing the missing and the available ids', () => {
    const broken = {...sidebars, api: [...(sidebars.api as unknown[]), 'api/basic/no-such-page']};
    let message = '';
    try {
      checkSidebars(broken, ids);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('These sidebar document ids do not exist');
    expect(message).toContain('- api/basic/no-such-page');
    expect(message).toContain('Available document ids are');
    expect(message).toContain('- intro');
  });
});
