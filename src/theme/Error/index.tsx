// ARCHITECTURE.md §8 "Render crash": the crash page is translated. Docusaurus's top-level fallback (core's
// theme-fallback Error) is English only, and when the layout itself throws (a navbar item that fails
// to render) it drops to a bare English page. This one shows the theme's translated crash content with
// the cause chain: inside the layout when the layout renders, on its own when it does not.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';
// Core's own Error does the same: the theme layout needs a route context, and a crash at the top
// level has none (the package root does not export it).
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';

const ROUTE_CONTEXT = {plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}};

export default function Error({error, tryAgain}: Props): ReactNode {
  const content = <ErrorPageContent error={error} tryAgain={tryAgain} />;
  const title = translate({id: 'theme.ErrorPageContent.title', message: 'This page crashed.'});
  return (
    <RouteContextProvider value={ROUTE_CONTEXT}>
      <Head>
        <title>{title}</title>
      </Head>
      {/* The original error is shown, not the one the layout threw while trying to show it. */}
      <ErrorBoundary fallback={() => content}>
        <Layout>{content}</Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
