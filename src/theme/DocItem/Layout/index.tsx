// Thin wrapper: a docs page's article column and TOC (one <div class="row">) are a `later` slice
// (src/lib/hydration): they hydrate in a task of their own after the docs layout around them
// (src/theme/DocRoot/Layout), their Markdown blocks and TOC spread over the tasks after that.
import type {ReactNode} from 'react';
import DocItemLayout from '@theme-original/DocItem/Layout';
import type DocItemLayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import Slice from '@site/src/lib/hydration/Slice';

type Props = WrapperProps<typeof DocItemLayoutType>;

export default function DocItemLayoutWrapper(props: Props): ReactNode {
  return <Slice as={DocItemLayout} props={props} later />;
}
