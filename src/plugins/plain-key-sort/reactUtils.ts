// What theme-common's navbar secondary menu and useMutationObserver import from its utils/reactUtils,
// in place of it (src/plugins/plain-key-sort). The same helpers; the keys are sorted without a collator.
import {useMemo} from 'react';

// Re-exports, read when a hook runs, not when the module loads: the import cycle through
// theme-common's index is harmless.
export {ReactContextError, useEvent} from '@docusaurus/theme-common';

/** theme-common's useShallowMemoObject: the same object while its keys and values stay the same. */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  // Order-insensitive, as the original; property names compare by code unit.
  deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the deps are the object's entries
  return useMemo(() => obj, deps.flat());
}
