import type {ElementType} from 'react';

/**
 * One element of the page: an intrinsic tag, or a component that always renders exactly one DOM
 * element (never null, never a fragment). It is the unit the first hydration may put off to a
 * later task (src/lib/hydration/Slice.preact.tsx).
 */
export type SliceProps<P extends object = Record<string, unknown>> = {
  as: ElementType<P>;
  props: P;
  /**
   * Put off in the first hydration even while its task has time: for an element the reader does
   * not use at load whose first render is costly (it reads the layout, or is large), so the
   * elements after it get that time.
   */
  later?: boolean;
};
