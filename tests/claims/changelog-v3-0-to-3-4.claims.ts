import {expect} from 'vitest';
import {claim} from './ledger';
import {allVersions} from './limu-packages';

export default [
  claim({
    page: 'changelog/v3-0-to-3-4',
    zh: 'npm 仓库（npm view limu versions）没有列出任何 3.0 到 3.4 的版本，也没有列出任何 2.x 版本。1.x 中列出的最后一个版本是 1.3.2，其后列出的下一个版本是 3.5.5。',
    en: 'The npm registry (npm view limu versions) lists no version from 3.0 to 3.4, and no 2.x version either. The last 1.x version it lists is 1.3.2; the next listed version is 3.5.5.',
    proof: () => {
      const versions = allVersions().map((v) => v.version);
      expect(versions.filter((v) => /^(2\.|3\.[0-4]\.)/.test(v))).toEqual([]);
      const i = versions.indexOf('1.3.2');
      expect(versions.filter((v) => v.startsWith('1.')).at(-1)).toBe('1.3.2');
      expect(versions[i + 1]).toBe('3.5.5');
    },
  }),
];
