// Thin wrapper: marks the blog list route for BlogPostItems (which adds the page's <h1>).
import type {ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListContext} from '@site/src/lib/blogListContext';

type Props = WrapperProps<typeof BlogListPageType>;

export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <BlogListContext.Provider value>
      <BlogListPage {...props} />
    </BlogListContext.Provider>
  );
}
