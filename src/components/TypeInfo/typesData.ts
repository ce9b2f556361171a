// Browser side of the type information: the server's HTML already holds it (the adopted code blocks
// of src/theme/CodeBlock keep their server DOM), so no result is shipped in a JS chunk. The server
// bundle gets ./typesData.server instead (src/plugins/types swaps the module).
import type {BlockTypes} from '@site/src/lib/types/model';

/** The types of the block with this key; the browser has none (see above). */
export function readTypes(_key: string): BlockTypes | null {
  return null;
}
