// The server's (and React's) version of <Slice>: it renders its one element. Under Preact the client
// bundle gets Slice.preact.tsx instead (src/plugins/preact-client), which spreads the first
// hydration over several tasks. React 19 needs none of that: it already yields while it hydrates.
import {createElement, type ElementType, type ReactNode} from 'react';
import type {SliceProps} from './types';

export default function Slice<P extends object>({as, props}: SliceProps<P>): ReactNode {
  return createElement(as as ElementType, props);
}

/** Marks where the first hydration starts (src/theme/Root); only the Preact version keeps time. */
export function startSlicing(): void {}

/** Preact's client adopts the server's leading preload links with it (Slice.preact.tsx); React needs nothing. */
export function ServerPreloads(): ReactNode {
  return null;
}
