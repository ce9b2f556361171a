// The theme's crash content, plus a console report of the error it shows. React reports every error
// an error boundary catches with console.error; Preact, which renders this site in the browser
// (src/plugins/preact-client), reports nothing. Every boundary of the site (the theme's, the page
// boundary in src/theme/Layout, core's) shows this content, so here the crash keeps its stack in the
// console, once per error.
import {useEffect, type ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type {Props} from '@theme/Error';

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  const {error} = props;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorPageContent {...props} />;
}
