// The reference results of /benchmark (src/lib/bench/reference.json, written by
// `npm run bench:reference`): provenance, where limu is slower, and limu across its releases.
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useLocaleText} from '@site/src/lib/useLocaleText';
import {REFERENCE_TEXT} from './text';
import BenchChart from '@site/src/components/BenchChart';
import {SCENARIOS, formatHz} from '@site/src/lib/bench/scenarios';
import type {ReferenceData, ReferenceResult} from '@site/src/lib/bench/releases';
import {directions, envLabel} from '@site/src/lib/bench/figures';
import {scenarioLabel} from './labels';
import {ResultTable, spread} from './ResultTable';
import {ALL_ROWS, ScenarioTable} from './ScenarioTable';
import styles from './styles.module.css';

/** The environment whose numbers are drawn: the browser run when there is one, else Node. */
export function referenceResults(data: ReferenceData): {results: ReferenceResult[]; env: string} {
  return data.results.browser.length > 0
    ? {results: data.results.browser, env: data.browser ?? 'Chromium'}
    : {results: data.results.node, env: `Node ${data.node}`};
}

export function Provenance({data}: {data: ReferenceData}): ReactNode {
  const text = useLocaleText(REFERENCE_TEXT);
  const [before, after] = text.methodText(data.rounds);
  return (
    <dl className={styles.env} data-testid="bench-provenance">
      <dt>{text.date}</dt>
      <dd>{data.generated.slice(0, 16).replace('T', ' ')} UTC</dd>
      <dt>CPU</dt>
      <dd>
        {data.machine.cpu} ×{data.machine.cores} · {data.machine.platform} · {data.machine.memoryGiB} GiB ·{' '}
        {text.load(data.machine.loadAtStart.join(' / '), data.machine.loadAtEnd.join(' / '))} ·{' '}
        {text.duration(Math.round(data.durationSeconds / 60))}
      </dd>
      <dt>{text.runtimes}</dt>
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
      <dt>{text.method}</dt>
      <dd>
        {before}
        <code>{data.command}</code>
        {after}
      </dd>
    </dl>
  );
}

/** Every scenario × autoFreeze where limu's median is below immer's or mutative's. */
export function SlowerList({results, env}: {results: ReferenceResult[]; env: string}): ReactNode {
  const text = useLocaleText(REFERENCE_TEXT);
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
    return <p data-testid="bench-slower">{text.slowerNone(env)}</p>;
  }
  return (
    <ul data-testid="bench-slower">
      {rows.map(({s, freeze, other, limu, o}) => (
        <li key={`${s}${freeze}${other}`}>
          {text.slowerRow({
            scenario: scenarioLabel(s),
            freeze: freeze ? 'on' : 'off',
            other,
            limu: formatHz(limu.hz),
            limuSpread: spread(limu),
            otherHz: formatHz(o.hz),
            otherSpread: spread(o),
            ratio: (o.hz / limu.hz).toFixed(2),
          })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The release also measured as `limu` in the Node table (the installed one), and the case where its
 * two measurements differ the most: the page says why the same code has two figures (issue 51).
 */
export function sameReleaseGap(
  data: ReferenceData,
): {version: string; here: ReferenceResult; there: ReferenceResult} | null {
  const version = data.libraries.limu;
  let gap: {version: string; here: ReferenceResult; there: ReferenceResult} | null = null;
  for (const here of data.releases.results) {
    if (here.version !== version) continue;
    const there = data.results.node.find((r) => r.id === here.id.slice(0, -`|${version}`.length));
    const ratio = (a: ReferenceResult, b: ReferenceResult) => Math.max(a.hz, b.hz) / Math.min(a.hz, b.hz);
    if (there && (!gap || ratio(here, there) > ratio(gap.here, gap.there))) gap = {version, here, there};
  }
  return gap;
}

/** limu's own releases on the same scenarios (Node), autoFreeze off in the chart, all in the table. */
export function Releases({data}: {data: ReferenceData}): ReactNode {
  const text = useLocaleText(REFERENCE_TEXT);
  const versions = data.releases.versions.map((v) => v.version);
  const off = data.releases.results.filter((r) => !r.freeze);
  const gap = sameReleaseGap(data);
  return (
    <section aria-labelledby="bench-releases-title" className={styles.releases}>
      <h2 id="bench-releases-title">{text.releasesTitle}</h2>
      <p>{text.releasesIntro(versions.join(', '), data.node)}</p>
      {gap && (
        <p data-testid="bench-releases-same">
          {text.releasesSame({
            version: gap.version,
            scenario: scenarioLabel(gap.here.scenario),
            freeze: gap.here.freeze ? 'on' : 'off',
            here: formatHz(gap.here.hz),
            there: formatHz(gap.there.hz),
            ratio: (Math.max(gap.here.hz, gap.there.hz) / Math.min(gap.here.hz, gap.there.hz)).toFixed(1),
          })}
        </p>
      )}
      <BenchChart
        results={off}
        labelOf={(r) => (r as ReferenceResult).version ?? r.library}
        testId="bench-releases-chart"
        label={text.releasesChart}
      />
      <ResultTable
        testId="bench-releases-table"
        results={data.releases.results}
        caption={`limu · Node ${data.node} · ${text.tableCaption}`}
        columns={versions.map((v) => ({key: v, label: v, match: (r) => r.version === v}))}
      />
    </section>
  );
}

/** Issue 39.3: which way limu goes against immer and mutative, per environment of the reference run. */
export function Directions({data}: {data: ReferenceData}): ReactNode {
  const text = useLocaleText(REFERENCE_TEXT);
  const envs = (['node', 'browser'] as const).filter((e) => data.results[e].length > 0);
  return (
    <section aria-labelledby="bench-directions-title" data-testid="bench-directions">
      <h2 id="bench-directions-title">{text.directionsTitle}</h2>
      <p>{text.directionsIntro}</p>
      <ul>
        {envs.map((env) => {
          const d = directions(data.results[env]);
          return (
            <li key={env} data-env={env}>
              {text.directionsSummary(
                envLabel(data, env),
                d.filter((x) => x.limuFaster).length,
                d.filter((x) => !x.limuFaster).length,
              )}
            </li>
          );
        })}
      </ul>
      {envs.map((env) => {
        const d = directions(data.results[env]);
        return (
          <ScenarioTable
            key={env}
            env={env}
            caption={text.directionsCaption(envLabel(data, env))}
            columns={OTHERS.map((o) => ({key: o, label: `limu / ${o}`}))}
            rows={ALL_ROWS}
            cell={({scenario, freeze}, {key: other}) => {
              const x = d.find((y) => y.scenario === scenario && y.freeze === freeze && y.other === other);
              return (
                <td data-way={x ? (x.limuFaster ? 'faster' : 'slower') : undefined}>
                  {x ? text.way(x.limuFaster, x.ratio.toFixed(2)) : '–'}
                </td>
              );
            }}
          />
        );
      })}
    </section>
  );
}

const OTHERS = ['immer', 'mutative'] as const;
