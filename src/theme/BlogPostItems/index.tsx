// Thin wrapper: Docusaurus's blog list page has no h1 (the posts are h2s), so the page has no
// top-level heading for screen readers and outlines. On the list pages (not tag or author pages,
// which carry their own h1) this adds the blog's title as the h1 above the posts.
import React, {type ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type {Props} from '@theme/BlogPostItems';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import {useBlogMetadata} from '@docusaurus/plugin-content-blog/client';

const trimSlash = (p: string) => p.replace(/\/+$/, '');

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const {blogBasePath, blogTitle} = useBlogMetadata();
  const path = trimSlash(useLocation().pathname);
  const base = trimSlash(blogBasePath);
  const isListPage = path === base || new RegExp(`^${base}/page/\\d+$`).test(path);
  return (
    <>
      {isListPage && (
        <Heading as="h1" className="margin-bottom--lg">
          {blogTitle}
        </Heading>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
