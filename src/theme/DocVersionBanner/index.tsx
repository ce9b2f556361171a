// Thin wrapper: the theme's banner for an unreleased or unmaintained docs version (~0.6 KiB gzip in
// every docs page's chunk) draws nothing on this site, whose one version has no banner. It loads as
// a chunk of its own, only for a version that has one.
import {lazy, Suspense, type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocVersionBannerType>;

const DocVersionBanner = lazy(() => import('@theme-original/DocVersionBanner'));

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  if (!useDocsVersion().banner) return null;
  return (
    <Suspense fallback={null}>
      <DocVersionBanner {...props} />
    </Suspense>
  );
}
