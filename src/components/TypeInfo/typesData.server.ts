// Server-bundle stand-in for ./typesData (src/plugins/types swaps it in): the result the remark plugin
// wrote for a block (src/plugins/types/remark.ts), read from the build's cache directory.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {BlockTypes} from '@site/src/lib/types/model';

declare const __LIMU_TYPES_CACHE__: string;

const read = new Map<string, BlockTypes>();

/** The types of the block with this key: a missing file is a build error, naming the key. */
export function readTypes(key: string): BlockTypes | null {
  let types = read.get(key);
  if (!types) {
    const file = path.join(__LIMU_TYPES_CACHE__, `${key}.json`);
    try {
      types = JSON.parse(readFileSync(file, 'utf8')) as BlockTypes;
    } catch (error) {
      throw new Error(
        `types: the result of a code block is missing (${file}): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    read.set(key, types);
  }
  return types;
}
