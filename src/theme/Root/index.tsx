// Root wrapper (the theme's documented extension point above every page): the first hydration's
// time slices count from here, so the chrome rendered before any slice is part of the first one.
// It is also the first render after core set `window.docusaurus` and before any link mounts: the
// place to queue link prefetches (src/lib/prefetchQueue.ts). Its first child renders again the
// preload links React's server put first in the root, so Preact moves nothing (serverPreloads.ts).
import type {ReactNode} from 'react';
import {ServerPreloads, startSlicing} from '@site/src/lib/hydration/Slice';
import {withQueuedPrefetches, type Docusaurus} from '@site/src/lib/prefetchQueue';

type WithDocusaurus = {docusaurus?: Docusaurus};

export default function Root({children}: {children: ReactNode}): ReactNode {
  startSlicing();
  if (typeof window !== 'undefined') {
    const w = window as WithDocusaurus;
    if (w.docusaurus) w.docusaurus = withQueuedPrefetches(w.docusaurus);
  }
  return (
    <>
      <ServerPreloads />
      {children}
    </>
  );
}
