// The zh-Hans and English copies of a page hold the same code blocks (comments aside).
import {describe, expect, it} from 'vitest';
import {compareCodeBlocks} from './compare';
import {markdownPairs, readBlocks} from './collect';

const pairs = markdownPairs().filter((p): p is {zh: string; en: string} => p.zh !== null && p.en !== null);

describe('zh and en copies carry identical code', () => {
  it('there are translated pages to compare', () => {
    expect(pairs.length).toBeGreaterThan(0);
  });

  for (const {zh, en} of pairs) {
    it(`${zh} ↔ ${en}`, () => {
      const mismatches = compareCodeBlocks(readBlocks(zh), readBlocks(en)).map((m) => `${zh} / ${en}: ${m.message}`);
      expect(mismatches, mismatches.join('\n')).toEqual([]);
    });
  }
});
