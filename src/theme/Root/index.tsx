// Root wrapper (the theme's documented extension point above every page): the first render after
// core set \`window.docusaurus\` and before any link mounts, the place to queue link prefetches
// (src/lib/prefetchQueue.ts).
import type {ReactNode} from 'react';
import {withQueuedPrefetches, type Docusaurus} from '@site/src/lib/prefetchQueue';

type WithDocusaurus = {docusaurus?: Docusaurus};

export default function Root({children}: {children: ReactNode}): ReactNode {
  if (typeof window !== 'undefined') {
    const w = window as WithDocusaurus;
    if (w.docusaurus) w.docusaurus = withQueuedPrefetches(w.docusaurus);
  }
  return <>{children}</>;
}
