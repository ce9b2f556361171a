// Thin wrapper: the navbar's items (one <div class="navbar__inner">) hydrate after the rest of the
// first render, a `later` slice (src/lib/hydration). They come first on every page, so as an ordinary
// slice they would always use the first task's time; their server HTML is in view meanwhile. The
// <nav> around them is not the slice: an element directly under the root moves while hydrating
// (React 19's preload links come first there), and a slice must keep its element where it is.
import type {ReactNode} from 'react';
import NavbarContent from '@theme-original/Navbar/Content';
import Slice from '@site/src/lib/hydration/Slice';

export default function NavbarContentWrapper(): ReactNode {
  return <Slice as={NavbarContent} props={{}} later />;
}
