import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import {pageCardImage} from '@site/src/plugins/social-cards/paths';

/**
 * Every page names a social card (issue 51.7), one per route, so the home page, /benchmark,
 * /playground and the blog lists get a card with their own title. A doc page or post names its own
 * card (front matter `image`), which the theme renders later and so overrides this one.
 * src/plugins/social-cards draws every card a built page names. Root is the component Docusaurus's
 * swizzling guide documents for wrapping the whole site ("Wrapper your site with <Root>").
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <PageMetadata image={pageCardImage(pathname, siteConfig.baseUrl)} />
      {children}
    </>
  );
}
