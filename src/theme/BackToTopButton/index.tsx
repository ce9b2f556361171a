// Thin wrapper: the back-to-top button of docs pages hydrates after the rest of the first render
// (a `later` slice, src/lib/hydration). It reads the scroll position while rendering, which forces a
// layout of a page hydration has just changed: 6 ms unthrottled on the produce page, in the first
// hydration's task. Nobody sees it at load: it shows once the reader has scrolled down.
import type {ReactNode} from 'react';
import BackToTopButton from '@theme-original/BackToTopButton';
import Slice from '@site/src/lib/hydration/Slice';

export default function BackToTopButtonWrapper(): ReactNode {
  return <Slice as={BackToTopButton} props={{}} later />;
}
