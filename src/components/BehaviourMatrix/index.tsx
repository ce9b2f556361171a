import {useEffect, useRef, useState, type ReactNode} from 'react';
import {serverData} from './matrix-data';
import {GroupTable, Summary, type Lang} from './Tables';
import type {BehaviourData} from './types';
import styles from './styles.module.css';

/**
 * Renders the probe results on the server. In the browser the data would weigh ~7 KiB of brotli
 * JS on a page whose HTML already shows them, so hydration keeps the server's markup untouched
 * (React does not compare an empty inner-HTML prop with it) and nothing is fetched. Only when
 * the page is mounted by a client-side navigation is there no markup: then the results load as a
 * chunk of their own and render.
 */
function Static({render}: {render: (data: BehaviourData) => ReactNode}): ReactNode {
  const [data, setData] = useState<BehaviourData | null>(serverData);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (data || (ref.current?.childElementCount ?? 0) > 0) return;
    let live = true;
    import('@site/src/data/behaviour.json').then((m) => {
      if (live) setData(m.default as BehaviourData);
    });
    return () => {
      live = false;
    };
  }, [data]);
  useEffect(() => {
    // After a client-side navigation to /behaviour#row, scroll once the row exists.
    if (!data || serverData) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [data]);
  if (data) return <div className={styles.wrap}>{render(data)}</div>;
  // why: an empty __html keeps the server-rendered tables during hydration (React does not diff it).
  return <div ref={ref} className={styles.wrap} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
}

/** One group of the behaviour matrix (src/data/behaviour.json, written by `npm run behaviour`). */
export default function BehaviourMatrix({group, lang}: {group: string; lang: Lang}): ReactNode {
  return <Static render={(data) => <GroupTable data={data} group={group} lang={lang} />} />;
}

/** Counts per library and status, for the summary above the tables. */
export function BehaviourSummary({lang}: {lang: Lang}): ReactNode {
  return <Static render={(data) => <Summary data={data} lang={lang} />} />;
}
