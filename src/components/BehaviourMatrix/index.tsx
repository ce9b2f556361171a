import {useEffect, useRef, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import ServerIsland from '@site/src/components/ServerIsland';
import {attachMatrixFilter, type MatrixFilter} from './filter';
import {trackHeadHeights} from './stickyHead';
import {serverData} from './matrix-data';
import {GroupTable, Summary, type Lang} from './Tables';
import type {MatrixData} from '../../data/behaviour.types';
import styles from './styles.module.css';

export {default as ExploreSummary} from './Explore';

/** After a client-side navigation only: the server bundle's module, as a chunk of its own. */
const loadMatrix = (): Promise<MatrixData> => import('./matrix-data.server').then((m) => m.serverData!);

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
  const filter = useRef<MatrixFilter | null>(null);
  const history = useHistory();
  const {search} = useLocation();
  useEffect(() => {
    if (!host.current) return undefined;
    // Through the router, so that the language menu's links and Back see the filter. A change of the
    // query only neither scrolls nor reloads the page (Docusaurus's scrollAfterNavigation).
    const attached = attachMatrixFilter(host.current, lang, (next) =>
      history.replace({pathname: window.location.pathname, search: next, hash: window.location.hash}),
    );
    filter.current = attached;
    return () => {
      attached.detach();
      filter.current = null;
    };
  }, [lang, history]);
  useEffect(() => (host.current ? trackHeadHeights(host.current.closest('article') ?? document.body) : undefined), []);
  // The address changed under the page (Back or Forward between its entries, a link to another filter).
  useEffect(() => filter.current?.show(search), [search]);
  return (
    <div ref={host}>
      <Static render={(data) => <Summary data={data} lang={lang} />} />
    </div>
  );
}
