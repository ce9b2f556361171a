import type {ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import {pageCardImage} from '@site/src/plugins/social-cards/paths';

/**
 * Every page names a social card (issue 51.7): the theme's default `image`, but one per route, so the
 * home page, /benchmark, /playground and the blog lists get a card with their own title. A doc page or
 * post names its own card (front matter `image`), which the theme renders later and so overrides this
 * one. src/plugins/social-cards draws every card a built page names.
 */
export default function SiteMetadataWrapper(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <SiteMetadata />
      <PageMetadata image={pageCardImage(pathname, siteConfig.baseUrl)} />
    </>
  );
}
