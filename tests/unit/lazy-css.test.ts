// src/plugins/lazy-css: Docusaurus's `styles` cache group skips the lazy chunks, and a config
// without that group stops the build with a message naming the plugin.
import {describe, expect, it} from 'vitest';
import {excludeLazyChunks, LAZY_CSS_CHUNKS} from '../../src/plugins/lazy-css';

const docusaurusLike = () => ({
  optimization: {
    splitChunks: {
      cacheGroups: {styles: {name: 'styles', type: 'css/mini-extract', chunks: 'all' as unknown, enforce: true}},
    },
  },
});

describe('lazy-css', () => {
  it('leaves the lazy chunks out of the styles group, and only them', () => {
    const config = docusaurusLike();
    excludeLazyChunks(config);
    const chunks = config.optimization.splitChunks.cacheGroups.styles.chunks as (c: {name?: string | null}) => boolean;
    for (const name of LAZY_CSS_CHUNKS) expect(chunks({name}), name).toBe(false);
    expect(chunks({name: 'main'})).toBe(true);
    expect(chunks({name: null})).toBe(true);
  });

  it('throws, naming the plugin, when the styles group is gone or changed', () => {
    expect(() => excludeLazyChunks({optimization: {splitChunks: {cacheGroups: {}}}})).toThrow(/\[lazy-css\]/);
    expect(() => excludeLazyChunks({optimization: {splitChunks: false}})).toThrow(/\[lazy-css\]/);
    const changed = docusaurusLike();
    changed.optimization.splitChunks.cacheGroups.styles.chunks = 'async';
    expect(() => excludeLazyChunks(changed)).toThrow(/UPGRADING\.md/);
  });
});
