// Client module of src/plugins/preact-client: tells the hydration slices (src/lib/hydration) that the
// first render has committed. Core calls onRouteDidUpdate from a layout effect of its router on the
// first render too (previousLocation null), in the task that hydrated the page.
import {firstRenderCommitted} from '@site/src/lib/hydration/scheduler';

export function onRouteDidUpdate(): void {
  firstRenderCommitted();
}
