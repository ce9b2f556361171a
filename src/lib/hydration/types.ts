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
   * Put off even while its task has time, so it hydrates in a task of its own: for an element whose
   * render is costly (it reads the layout, or holds most of the page), so its task stays short and
   * the elements after it get the time.
   */
  later?: boolean;
};
