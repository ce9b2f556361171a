// react-dom ships no types and @types/react-dom is not installed: the one function this site imports
// from it (src/theme/CodeBlock renders buttons into server HTML), as React 19 defines it.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';
  export function createPortal(
    children: ReactNode,
    container: Element | DocumentFragment,
    key?: string | null,
  ): ReactPortal;
}
