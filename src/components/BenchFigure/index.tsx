// Benchmark figures in the docs and the blog, rendered from the reference run
// (src/lib/bench/reference.json) and never typed into prose (tests/docs/bench-figures.test.ts).
// Only the server bundle carries the data (ServerIsland, ARCHITECTURE.md §9): the HTML has the
// figures and hydration keeps them.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ServerIsland from '@site/src/components/ServerIsland';
import {serverReference} from '@site/src/lib/bench/reference-data';
import type {ReferenceData} from '@site/src/lib/bench/releases';
import {
  compareText,
  findCase,
  formatFigure,
  formatRatio,
  rangeText,
  sourceText,
  type BenchEnv,
  type BenchLang,
  type CaseRef,
} from '@site/src/lib/bench/figures';
import {EnvTable} from '@site/src/components/BenchmarkRunner/ResultTable';
import styles from './styles.module.css';

let pending: Promise<ReferenceData> | undefined;
/** After a client-side navigation only: the results as a chunk of their own, once. */
const loadReference = () =>
  (pending ??= import('@site/src/lib/bench/reference.json').then((m) => m.default as unknown as ReferenceData));

function useLang(): BenchLang {
  return useDocusaurusContext().i18n.currentLocale === 'en' ? 'en' : 'zh';
}

function Inline({render}: {render: (data: ReferenceData) => ReactNode}): ReactNode {
  return <ServerIsland as="span" serverData={serverReference} load={loadReference} render={render} />;
}

/** One median: `<BenchFigure case="update-field|off|limu" />` (updates per second). */
export function BenchFigure({case: ref, env}: {case: CaseRef; env?: BenchEnv}): ReactNode {
  return <Inline render={(data) => formatFigure(findCase(data, ref, env).hz)} />;
}

/** The slowest and fastest round of one case: `1,706–2,381`. */
export function BenchRange({case: ref, env}: {case: CaseRef; env?: BenchEnv}): ReactNode {
  return <Inline render={(data) => rangeText(findCase(data, ref, env))} />;
}

/** How many times `faster` is `slower` (the test fails when the data says otherwise). */
export function BenchRatio({faster, slower, env}: {faster: CaseRef; slower: CaseRef; env?: BenchEnv}): ReactNode {
  return <Inline render={(data) => formatRatio(findCase(data, faster, env).hz, findCase(data, slower, env).hz)} />;
}

/** Two cases side by side, with which is faster said in words, and whether their ranges overlap. */
export function BenchCompare({a, b, env}: {a: CaseRef; b: CaseRef; env?: BenchEnv}): ReactNode {
  const lang = useLang();
  return <Inline render={(data) => compareText(data, a, b, lang, env)} />;
}

/** Once per page: the run's date, environment and machine; `post` (a post's date) notes a later run. */
export function BenchSource({env, post}: {env?: BenchEnv; post?: string}): ReactNode {
  const lang = useLang();
  return (
    <ServerIsland
      as="div"
      className={styles.source}
      testId="bench-source"
      serverData={serverReference}
      load={loadReference}
      render={(data) => (
        <p>
          {sourceText(data, lang, env, post)}{' '}
          <Link to="/benchmark">{lang === 'zh' ? '性能测试页' : 'Benchmark page'}</Link>
        </p>
      )}
    />
  );
}

/** Every scenario × autoFreeze × library of one environment: median (range of the rounds). */
export function BenchTable({env = 'node'}: {env?: BenchEnv}): ReactNode {
  return (
    <ServerIsland
      as="div"
      serverData={serverReference}
      load={loadReference}
      render={(data) => <EnvTable env={env} data={data} />}
    />
  );
}
