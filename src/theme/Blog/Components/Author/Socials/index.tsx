// Thin wrapper: the theme's socials row imports all thirteen platform icons (~5.5 KiB gzip) into every
// blog page's chunk, though our authors (blog/authors.yml) list no socials. An author without any
// gets the same empty row, which keeps its height (as the theme's does); one with socials gets the
// theme's row, in a chunk of its own that loads only then.
import {lazy, Suspense, type ReactNode} from 'react';
import type SocialsType from '@theme/Blog/Components/Author/Socials';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SocialsType>;

const Socials = lazy(() => import('@theme-original/Blog/Components/Author/Socials'));

export default function SocialsWrapper(props: Props): ReactNode {
  const empty = <div className={styles.authorSocials} />;
  if (Object.keys(props.author.socials ?? {}).length === 0) return empty;
  return (
    <Suspense fallback={empty}>
      <Socials {...props} />
    </Suspense>
  );
}
