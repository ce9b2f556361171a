// Benchmark figures in the docs and the blog, rendered from the reference run
// (src/lib/bench/reference.json) and never typed into prose (tests/docs/bench-figures.test.ts).
// Only the server bundle carries the data and the code that draws it (ServerIsland, ./views.tsx,
// ARCHITECTURE.md §9): the HTML has the figures and hydration keeps them.
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ServerIsland from '@site/src/components/ServerIsland';
import {serverReference, serverViews} from '@site/src/lib/bench/reference-data';
import type {ReferenceData} from '@site/src/lib/bench/releases';
import type {BenchEnv, BenchLang, CaseRef} from '@site/src/lib/bench/figures';
import type {BenchViews} from './views';
import styles from './styles.module.css';

type Drawn = {data: ReferenceData; views: BenchViews};

const serverDrawn: Drawn | null = serverReference && serverViews ? {data: serverReference, views: serverViews} : null;

let pending: Promise<Drawn> | undefined;
/** After a client-side navigation only: the results and the code that draws them, as chunks of their own, once. */
const loadDrawn = () =>
  (pending ??= Promise.all([import('@site/src/lib/bench/reference.json'), import('./views')]).then(([d, v]) => ({
    data: d.default as unknown as ReferenceData,
    views: v.views,
  })));

function useLang(): BenchLang {
  return useDocusaurusContext().i18n.currentLocale === 'en' ? 'en' : 'zh';
}

function Inline({render}: {render: (drawn: Drawn) => ReactNode}): ReactNode {
  return <ServerIsland as="span" serverData={serverDrawn} load={loadDrawn} render={render} />;
}

/** One median: `<BenchFigure case="update-field|off|limu" />` (updates per second). */
export function BenchFigure({case: ref, env}: {case: CaseRef; env?: BenchEnv}): ReactNode {
  return <Inline render={({data, views}) => views.figure(data, ref, env)} />;
}

/** The slowest and fastest round of one case: `1,706–2,381`. */
export function BenchRange({case: ref, env}: {case: CaseRef; env?: BenchEnv}): ReactNode {
  return <Inline render={({data, views}) => views.range(data, ref, env)} />;
}

/** How many times `faster` is `slower` (the test fails when the data says otherwise). */
export function BenchRatio({faster, slower, env}: {faster: CaseRef; slower: CaseRef; env?: BenchEnv}): ReactNode {
  return <Inline render={({data, views}) => views.ratio(data, faster, slower, env)} />;
}

/** Two cases side by side, with which is faster said in words, and whether their ranges overlap. */
export function BenchCompare({a, b, env}: {a: CaseRef; b: CaseRef; env?: BenchEnv}): ReactNode {
  const lang = useLang();
  return <Inline render={({data, views}) => views.compare(data, a, b, lang, env)} />;
}

/** Once per page: the run's date, environment and machine; `post` (a post's date) notes a later run. */
export function BenchSource({env, post}: {env?: BenchEnv; post?: string}): ReactNode {
  const lang = useLang();
  return (
    <ServerIsland
      as="div"
      className={styles.source}
      testId="bench-source"
      serverData={serverDrawn}
      load={loadDrawn}
      render={({data, views}) => views.source(data, lang, env, post)}
    />
  );
}

/** Every scenario × autoFreeze × library of one environment: median (range of the rounds). */
export function BenchTable({env = 'node'}: {env?: BenchEnv}): ReactNode {
  return (
    <ServerIsland
      as="div"
      serverData={serverDrawn}
      load={loadDrawn}
      render={({data, views}) => views.table(data, env)}
    />
  );
}
