// Root wrapper (the theme's documented extension point above every page): the first hydration's
// time slices count from here, so the chrome rendered before any slice is part of the first one.
import type {ReactNode} from 'react';
import {startSlicing} from '@site/src/lib/hydration/Slice';

export default function Root({children}: {children: ReactNode}): ReactNode {
  startSlicing();
  return children;
}
