// Ejected from theme-classic 3.10 (NotFound/Content), same markup and translation ids, for two
// additions: the page title (below) and ways onward, since a reader who lands here came from a
// broken link and has nowhere else to go (issue 27).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

// The docs plugin renders this content alone for an unknown /docs/* path, without the page
// title the top-level not-found page sets; setting it here gives every not-found screen its title.
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them know their link is
              broken.
            </Translate>
          </p>
          <nav aria-label={translate({id: 'notFound.onward.label', message: '接下来可以去'})}>
            <ul className={styles.onward}>
              <li>
                <Link to="/">
                  <Translate id="notFound.onward.home">首页</Translate>
                </Link>
              </li>
              <li>
                <Link to="/docs/">
                  <Translate id="notFound.onward.docs">文档</Translate>
                </Link>
              </li>
              <li>
                <Link to="/search/">
                  <Translate id="notFound.onward.search">搜索全站</Translate>
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
