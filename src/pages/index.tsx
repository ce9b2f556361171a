import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomeHero from '@site/src/components/HomeHero';
import HomeFeatures from '@site/src/components/HomeFeatures';
import HomeDemo from '@site/src/components/HomeDemo';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={translate({id: 'home.title', message: '不可变数据，像写普通代码一样'})}
      description={siteConfig.tagline}
    >
      {/* The hero sits inside <main>: a top-level <header> would be a second banner landmark
          beside the announcement bar. */}
      <main>
        <HomeHero />
        <HomeFeatures />
        <HomeDemo />
      </main>
    </Layout>
  );
}
