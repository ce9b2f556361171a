// The reference results of /benchmark (src/lib/bench/reference.json, written by
// `npm run bench:reference`): provenance, where limu is slower, and limu across its releases.
import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import BenchChart from '@site/src/components/BenchChart';
import {SCENARIOS, formatHz} from '@site/src/lib/bench/scenarios';
import type {ReferenceData, ReferenceResult} from '@site/src/lib/bench/releases';
import {scenarioLabel} from './labels';
import styles from './styles.module.css';

/** The environment whose numbers are drawn: the browser run when there is one, else Node. */
export function referenceResults(data: ReferenceData): {results: ReferenceResult[]; env: string} {
  return data.results.browser.length > 0
    ? {results: data.results.browser, env: data.browser ?? 'Chromium'}
    : {results: data.results.node, env: `Node ${data.node}`};
}

const spread = (r: ReferenceResult) => `${formatHz(r.min)}–${formatHz(r.max)}`;

export function Provenance({data}: {data: ReferenceData}): ReactNode {
  return (
    <dl className={styles.env} data-testid="bench-provenance">
      <dt>
        <Translate id="benchmark.ref.date">测量时间</Translate>
      </dt>
      <dd>{data.generated.slice(0, 16).replace('T', ' ')} UTC</dd>
      <dt>CPU</dt>
      <dd>
        {data.machine.cpu} ×{data.machine.cores} · {data.machine.platform} · {data.machine.memoryGiB} GiB ·{' '}
        <Translate id="benchmark.ref.load" values={{load: data.machine.loadAtStart.join(' / ')}}>
          {'开始时负载 {load}'}
        </Translate>
      </dd>
      <dt>
        <Translate id="benchmark.ref.runtimes">运行环境</Translate>
      </dt>
      <dd>
        Node {data.node}
        {data.browser ? ` · ${data.browser}` : ''}
      </dd>
      <dt>
        <Translate id="benchmark.env.versions">库版本</Translate>
      </dt>
      <dd data-testid="bench-ref-versions">
        {Object.entries(data.libraries)
          .map(([k, v]) => `${k} ${v}`)
          .join(' · ')}
      </dd>
      <dt>
        <Translate id="benchmark.ref.method">方法</Translate>
      </dt>
      <dd>
        <Translate id="benchmark.ref.methodText" values={{rounds: data.rounds, command: <code>{data.command}</code>}}>
          {'每项测 {rounds} 轮，取中位数；“范围”是最慢和最快一轮的结果。重新生成：{command}'}
        </Translate>
      </dd>
    </dl>
  );
}

/** Every scenario × autoFreeze where limu's median is below immer's or mutative's. */
export function SlowerList({results, env}: {results: ReferenceResult[]; env: string}): ReactNode {
  const find = (id: string) => results.find((r) => r.id === id);
  const rows = SCENARIOS.flatMap((s) =>
    [false, true].flatMap((freeze) => {
      const key = `${s}|${freeze ? 'freeze' : 'no-freeze'}`;
      const limu = find(`${key}|limu`);
      if (!limu) return [];
      return (['immer', 'mutative'] as const).flatMap((other) => {
        const o = find(`${key}|${other}`);
        return o && o.hz > limu.hz ? [{s, freeze, other, limu, o}] : [];
      });
    }),
  );
  if (rows.length === 0) {
    return (
      <p data-testid="bench-slower">
        <Translate id="benchmark.slower.none" values={{env}}>
          {'在参考结果（{env}）里，没有哪个场景 limu 比 immer 或 mutative 慢。'}
        </Translate>
      </p>
    );
  }
  return (
    <ul data-testid="bench-slower">
      {rows.map(({s, freeze, other, limu, o}) => (
        <li key={`${s}${freeze}${other}`}>
          <Translate
            id="benchmark.slower.row"
            values={{
              scenario: scenarioLabel(s),
              freeze: freeze ? 'on' : 'off',
              other,
              limu: formatHz(limu.hz),
              limuSpread: spread(limu),
              otherHz: formatHz(o.hz),
              otherSpread: spread(o),
              ratio: (o.hz / limu.hz).toFixed(2),
            }}>
            {'{scenario}（autoFreeze {freeze}）：limu 比 {other} 慢，每秒 {limu} 次（范围 {limuSpread}），{other} 每秒 {otherHz} 次（范围 {otherSpread}），是 limu 的 {ratio} 倍。'}
          </Translate>
        </li>
      ))}
    </ul>
  );
}

function ResultTable({results, columns, caption, testId}: {results: ReferenceResult[]; columns: {key: string; label: string; match: (r: ReferenceResult) => boolean}[]; caption: string; testId: string}): ReactNode {
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table} data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="benchmark.table.scenario">场景</Translate>
            </th>
            <th scope="col">autoFreeze</th>
            {columns.map((c) => (
              <th scope="col" key={c.key}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SCENARIOS.flatMap((s) =>
            [false, true].map((freeze) => (
              <tr key={`${s}${freeze}`}>
                <th scope="row">{scenarioLabel(s)}</th>
                <td>{freeze ? 'on' : 'off'}</td>
                {columns.map((c) => {
                  const r = results.find((x) => x.scenario === s && x.freeze === freeze && c.match(x));
                  return (
                    <td key={c.key} className={styles.num}>
                      {r ? `${formatHz(r.hz)} (${spread(r)})` : '–'}
                    </td>
                  );
                })}
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}

const rangeCaption = () =>
  translate({id: 'benchmark.ref.tableCaption', message: '每秒操作次数：各轮中位数（括号里是最慢到最快一轮的范围）'});

export function NodeTable({data}: {data: ReferenceData}): ReactNode {
  const libs = ['limu', 'immer', 'mutative', 'spread'];
  return (
    <ResultTable
      testId="bench-ref-node"
      results={data.results.node}
      caption={`Node ${data.node} · ${rangeCaption()}`}
      columns={libs.map((l) => ({key: l, label: l, match: (r) => r.library === l}))}
    />
  );
}

/** limu's own releases on the same scenarios (Node), autoFreeze off in the chart, all in the table. */
export function Releases({data}: {data: ReferenceData}): ReactNode {
  const versions = data.releases.versions.map((v) => v.version);
  const off = data.releases.results.filter((r) => !r.freeze);
  return (
    <section aria-labelledby="bench-releases-title" className={styles.releases}>
      <h2 id="bench-releases-title">
        <Translate id="benchmark.releases.title">limu 各版本对比</Translate>
      </h2>
      <p>
        <Translate id="benchmark.releases.intro" values={{versions: versions.join('、'), node: data.node}}>
          {'同样的场景，在 Node {node} 里分别用 limu 每个小版本的最新补丁版测量：{versions}（3.6 和 3.10 从未发布）。图中是 autoFreeze 关闭（limu 的默认值）的结果，每组按组内最快的一项缩放；开启 autoFreeze 的数字在下表。'}
        </Translate>
      </p>
      <BenchChart
        results={off}
        labelOf={(r) => (r as ReferenceResult).version ?? r.library}
        testId="bench-releases-chart"
        label={translate({id: 'benchmark.releases.chart', message: '各场景下 limu 各版本每秒可执行的操作次数（柱越长越快），数据见下表'})}
      />
      <ResultTable
        testId="bench-releases-table"
        results={data.releases.results}
        caption={`limu · Node ${data.node} · ${rangeCaption()}`}
        columns={versions.map((v) => ({key: v, label: v, match: (r) => r.version === v}))}
      />
    </section>
  );
}
