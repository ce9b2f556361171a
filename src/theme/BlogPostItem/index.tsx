// Thin wrapper: a blog post (one <article>, on its page and in the lists) is a `later` slice
// (src/lib/hydration): it hydrates in a task of its own after the page's shell, its Markdown blocks
// spread over the tasks after that, as a docs page's article column (src/theme/DocItem/Layout).
import type {ReactNode} from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type {WrapperProps} from '@docusaurus/types';
import Slice from '@site/src/lib/hydration/Slice';

type Props = WrapperProps<typeof BlogPostItemType>;

export default function BlogPostItemWrapper(props: Props): ReactNode {
  return <Slice as={BlogPostItem} props={props} later />;
}
