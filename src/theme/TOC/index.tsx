// Thin wrapper: the desktop table of contents becomes a labelled navigation landmark. On blog
// posts it sits beside <main>, outside every landmark (axe `region`); on docs it gains a name
// that screen-reader users can jump to.
import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav className={styles.landmark} aria-label={translate({id: 'toc.landmark', message: '本页目录'})}>
      <TOC {...props} />
    </nav>
  );
}
