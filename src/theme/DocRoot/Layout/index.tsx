// Thin wrapper: everything of a docs page below the navbar (one <div>: sidebar, article, TOC) is a
// `later` slice (src/lib/hydration). The first hydration task then holds the page's shell only
// (providers, navbar, footer); the docs layout hydrates in the next ones, its own slices (sidebar
// entries, Markdown blocks, TOC) spread as before. Its server HTML is in view meanwhile.
import type {ReactNode} from 'react';
import DocRootLayout from '@theme-original/DocRoot/Layout';
import type DocRootLayoutType from '@theme/DocRoot/Layout';
import type {WrapperProps} from '@docusaurus/types';
import Slice from '@site/src/lib/hydration/Slice';

type Props = WrapperProps<typeof DocRootLayoutType>;

export default function DocRootLayoutWrapper(props: Props): ReactNode {
  return <Slice as={DocRootLayout} props={props} later />;
}
