// Wrapper of the theme's author socials: the original imports all 13 social icons (~6 KiB gzip of SVG
// in every blog page's chunk) and our authors (blog/authors.yml) list none. Without socials we render
// the theme's empty row (it keeps the author lines aligned); with some, the original loads lazily.
import {lazy, Suspense, type ReactNode} from 'react';
import type SocialsType from '@theme/Blog/Components/Author/Socials';
import type {WrapperProps} from '@docusaurus/types';
import styles from '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/styles.module.css';

type Props = WrapperProps<typeof SocialsType>;

const Original = lazy(() => import('@theme-original/Blog/Components/Author/Socials'));

export default function AuthorSocials(props: Props): ReactNode {
  const empty = <div className={styles.authorSocials} />;
  if (Object.keys(props.author.socials ?? {}).length === 0) return empty;
  return (
    <Suspense fallback={empty}>
      <Original {...props} />
    </Suspense>
  );
}
