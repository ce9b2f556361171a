import {Component, useContext, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
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

export default function LayoutWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const inMain = useContext(WrapContentInMain);
  const content = <PageErrorBoundary pathname={pathname}>{props.children}</PageErrorBoundary>;
  return <Layout {...props}>{inMain ? <main>{content}</main> : content}</Layout>;
}
