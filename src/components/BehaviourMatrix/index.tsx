import {useEffect, useRef, type ReactNode} from 'react';
import ServerIsland from '@site/src/components/ServerIsland';
import {attachMatrixFilter} from './filter';
import {serverData} from './matrix-data';
import {GroupTable, Summary, type Lang} from './Tables';
import type {BehaviourData, MatrixData} from './types';
import styles from './styles.module.css';

export {default as ExploreSummary} from './Explore';

const loadMatrix = (): Promise<MatrixData> =>
  Promise.all([import('@site/src/data/behaviour.json'), import('./pitfall-sections')]).then(([m, p]) => ({
    ...(m.default as BehaviourData),
    pitfalls: p.PITFALL_SECTIONS,
  }));

/** After a client-side navigation to /behaviour#row, scroll once the row exists. */
function scrollToHash(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (id) document.getElementById(id)?.scrollIntoView();
}

/**
 * The probe results would weigh ~7 KiB of brotli JS on a page whose HTML already shows them: only the
 * server bundle carries them (src/components/ServerIsland).
 */
function Static({render}: {render: (data: MatrixData) => ReactNode}): ReactNode {
  return (
    <ServerIsland
      serverData={serverData}
      load={loadMatrix}
      render={render}
      className={styles.wrap}
      onClientRender={scrollToHash}
    />
  );
}

/** One group of the behaviour matrix (src/data/behaviour.json, written by `npm run behaviour`). */
export default function BehaviourMatrix({group, lang}: {group: string; lang: Lang}): ReactNode {
  return <Static render={(data) => <GroupTable data={data} group={group} lang={lang} />} />;
}

/** Counts per library and status, for the summary above the tables, and the filter of every table. */
export function BehaviourSummary({lang}: {lang: Lang}): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => (host.current ? attachMatrixFilter(host.current, lang) : undefined), [lang]);
  return (
    <div ref={host}>
      <Static render={(data) => <Summary data={data} lang={lang} />} />
    </div>
  );
}
