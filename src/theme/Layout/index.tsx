import {Component, useContext, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme-original/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {WrapContentInMain} from '@site/src/lib/layoutMain';

type Props = WrapperProps<typeof LayoutType>;
type BoundaryState = {error: Error | null; pathname: string};

/**
 * The theme's boundary around the page content stays in its error state across client-side
 * navigation (the docs layout is shared by all doc pages), so after one page crashed every other
 * doc page showed the crash screen until 'Try again'. This boundary catches first and forgets the
 * error as soon as the reader goes to another path; nothing is remounted when no error happened.
 */
class PageErrorBoundary extends Component<{pathname: string; children: ReactNode}, BoundaryState> {
  override state: BoundaryState = {error: null, pathname: this.props.pathname};

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return {error};
  }

  static getDerivedStateFromProps(props: {pathname: string}, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.pathname === state.pathname) return null;
    return {pathname: props.pathname, error: null};
  }

  override render(): ReactNode {
    const {error} = this.state;
    if (error) return <ErrorPageContent error={error} tryAgain={() => this.setState({error: null})} />;
    return this.props.children;
  }
}

/**
 * Open Graph wants language_TERRITORY: the theme derives og:locale from the html lang (`zh_Hans`,
 * `en`), which Facebook and others do not know. These tags, rendered below the theme's, replace its
 * (the head manager keeps the last tag of a property); tests/build/site-config.test.ts.
 */
const OG_LOCALES: Record<string, string> = {'zh-Hans': 'zh_CN', en: 'en_US'};

function OgLocale(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const others = i18n.locales.filter((l) => l !== i18n.currentLocale);
  return (
    <Head>
      <meta property="og:locale" content={OG_LOCALES[i18n.currentLocale]} />
      {others.map((l) => (
        <meta key={l} property="og:locale:alternate" content={OG_LOCALES[l]} />
      ))}
    </Head>
  );
}

export default function LayoutWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const inMain = useContext(WrapContentInMain);
  const content = <PageErrorBoundary pathname={pathname}>{props.children}</PageErrorBoundary>;
  return (
    <>
      <OgLocale />
      <Layout {...props}>{inMain ? <main>{content}</main> : content}</Layout>
    </>
  );
}
