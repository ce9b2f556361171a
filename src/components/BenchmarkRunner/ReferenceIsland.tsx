// The parts of /benchmark drawn from the reference results (src/lib/bench/reference.json): only
// the server bundle carries them (src/components/ServerIsland).
import type {ReactNode} from 'react';
import ServerIsland from '@site/src/components/ServerIsland';
import {serverReference} from '@site/src/lib/bench/reference-data';
import type {ReferenceData} from '@site/src/lib/bench/releases';
import styles from './styles.module.css';

let pending: Promise<ReferenceData> | undefined;
/** The results as a chunk of their own, once (only a client-side navigation to the page needs it). */
const loadReference = () =>
  (pending ??= import('@site/src/lib/bench/reference.json').then((m) => m.default as ReferenceData));

export default function ReferenceIsland({
  as = 'div',
  testId,
  render,
}: {
  as?: 'div' | 'figure';
  testId?: string;
  render: (reference: ReferenceData) => ReactNode;
}): ReactNode {
  return (
    <ServerIsland
      serverData={serverReference}
      load={loadReference}
      render={render}
      as={as}
      // A plain wrapper adds no box (the figure is the chart's own).
      className={as === 'div' ? styles.island : styles.figure}
      testId={testId}
    />
  );
}
