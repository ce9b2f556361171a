// Thin wrapper: the theme's blog list page has no <h1> (tag and author pages have their own), so
// the list route (/blog/ and /blog/page/N/, marked by src/theme/BlogListPage) gets one above its posts.
import {useContext, type ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import {BlogListContext} from '@site/src/lib/blogListContext';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const isList = useContext(BlogListContext);
  return (
    <>
      {isList && (
        <header className="margin-bottom--xl">
          <h1>
            <Translate id="blog.list.heading" description="The heading of the blog list page">
              博客
            </Translate>
          </h1>
        </header>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
