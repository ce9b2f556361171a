// Thin wrapper: the theme's blog list page has no <h1> (tag and author pages have their own), so
// the list route (/blog/ and /blog/page/N/) gets one above its posts.
import type {ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const listPath = useBaseUrl('/blog/');
  const isList = pathname === listPath || pathname.startsWith(`${listPath}page/`);
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
