import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import BenchChart from '@site/src/components/BenchChart';
import {
  LIBRARIES,
  formatHz,
  type BenchMessage,
  type BenchRequest,
  type BenchResult,
} from '@site/src/lib/bench/scenarios';
import {ALL_ROWS, ScenarioTable, type ScenarioRow} from './ScenarioTable';
import {Provenance, referenceResults} from './Reference';
import ReferenceIsland from './ReferenceIsland';
import Versus, {WhyDiffer} from './Versus';
import {useLocaleText} from '@site/src/lib/useLocaleText';
import {REFERENCE_TEXT} from './text';
import styles from './styles.module.css';

type Status = 'idle' | 'running' | 'done' | 'stopped' | 'error';

const resultId = ({scenario, freeze}: ScenarioRow, library: string) =>
  `${scenario}|${freeze ? 'freeze' : 'no-freeze'}|${library}`;

/** `?quick=1` shrinks data and time budgets so the e2e test finishes a whole run in seconds. */
function isQuick(): boolean {
  return new URLSearchParams(window.location.search).get('quick') === '1';
}

function createWorker(): Worker {
  return new Worker(new URL('../../lib/bench/worker.ts', import.meta.url), {type: 'module', name: 'limu-bench'});
}

/** The reader's run, drawn beside the reference results (src/lib/bench/reference.json). */
export default function BenchmarkRunner(): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const [results, setResults] = useState<BenchResult[]>([]);
  const [total, setTotal] = useState(0);
  const [versions, setVersions] = useState<Record<string, string> | null>(null);
  const [error, setError] = useState('');
  const [browser, setBrowser] = useState('');
  const [quick, setQuick] = useState(false);
  const worker = useRef<Worker | null>(null);
  const text = useLocaleText(REFERENCE_TEXT);

  const stopWorker = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => {
    setBrowser(navigator.userAgent);
    return stopWorker;
  }, [stopWorker]);

  const start = () => {
    stopWorker();
    const q = isQuick();
    setQuick(q);
    setResults([]);
    setTotal(0);
    setError('');
    setStatus('running');
    const w = createWorker();
    worker.current = w;
    // After Stop (or a new Start) a terminated worker can still deliver a queued event, e.g. the
    // NetworkError of a script load that terminate() cut short: it no longer speaks for the page.
    const current = () => worker.current === w;
    w.onmessage = (event: MessageEvent<BenchMessage>) => {
      if (!current()) return;
      const msg = event.data;
      if (msg.type === 'meta') {
        setTotal(msg.total);
        setVersions(msg.versions);
      } else if (msg.type === 'result') {
        setResults((prev) => [...prev, msg.result]);
      } else if (msg.type === 'done') {
        setStatus('done');
        stopWorker();
      } else {
        setError(msg.message);
        setStatus('error');
        stopWorker();
      }
    };
    w.onerror = (event) => {
      if (!current()) return;
      setError(event.message || 'worker error');
      setStatus('error');
      stopWorker();
    };
    w.postMessage({type: 'start', quick: q} satisfies BenchRequest);
  };

  const stop = () => {
    stopWorker();
    setStatus('stopped');
  };

  const byId = new Map(results.map((r) => [r.id, r] as const));
  const samples = results.reduce((n, r) => n + r.samples, 0);

  return (
    <section className={styles.runner} aria-labelledby="bench-run-title">
      <h2 id="bench-run-title">
        <Translate id="benchmark.run.title">在你的浏览器里运行</Translate>
      </h2>
      <div className={styles.controls}>
        <button
          type="button"
          className="button button--primary"
          data-testid="bench-start"
          onClick={start}
          disabled={status === 'running'}
        >
          {status === 'idle' ? (
            <Translate id="benchmark.run.start">开始测试</Translate>
          ) : (
            <Translate id="benchmark.run.restart">重新测试</Translate>
          )}
        </button>
        <button type="button" className="button button--secondary" onClick={stop} disabled={status !== 'running'}>
          <Translate id="benchmark.run.stop">停止</Translate>
        </button>
        {status !== 'idle' && (
          <progress
            className={styles.progress}
            max={total || 1}
            value={results.length}
            aria-label={translate({id: 'benchmark.run.progress', message: '测试进度'})}
          />
        )}
        <span
          role="status"
          aria-live="polite"
          className={styles.status}
          data-testid="bench-status"
          data-status={status}
        >
          {status === 'running' && (
            <Translate id="benchmark.run.running" values={{done: results.length, total: total || '…'}}>
              {'正在测试：{done} / {total}'}
            </Translate>
          )}
          {status === 'done' && (
            <Translate id="benchmark.run.done" values={{total: results.length}}>
              {'完成：共 {total} 项'}
            </Translate>
          )}
          {status === 'stopped' && (
            <Translate id="benchmark.run.stopped" values={{done: results.length}}>
              {'已停止，完成了 {done} 项'}
            </Translate>
          )}
          {status === 'error' && (
            <Translate id="benchmark.run.error" values={{message: error}}>
              {'测试出错：{message}'}
            </Translate>
          )}
        </span>
      </div>
      {quick && (
        <p className={styles.note}>
          <Translate id="benchmark.run.quick">
            快速模式（?quick=1）：数据量和测量时间都很小，结果只用于检验流程，不代表真实性能。
          </Translate>
        </p>
      )}

      <div className={styles.charts}>
        <ReferenceIsland
          as="figure"
          testId="bench-reference"
          render={(reference) => {
            const ref = referenceResults(reference);
            return (
              <>
                <figcaption>{text.caption(ref.env)}</figcaption>
                <BenchChart results={ref.results} testId="bench-reference-chart" label={text.chartLabel} />
                <Provenance data={reference} />
              </>
            );
          }}
        />
        <figure className={styles.figure} data-testid="bench-yours">
          <figcaption>{text.yoursCaption}</figcaption>
          {results.length > 0 ? <BenchChart results={results} /> : <p className={styles.note}>{text.yoursEmpty}</p>}
        </figure>
      </div>
      {results.length > 0 && (
        <>
          <ScenarioTable
            testId="bench-table"
            caption={translate({
              id: 'benchmark.table.caption',
              message: '每秒操作次数（越大越快，± 为 95% 置信度下的相对误差）',
            })}
            columns={LIBRARIES.map((lib) => ({key: lib, label: lib}))}
            // Only the rows this run has reached.
            rows={ALL_ROWS.filter((row) => LIBRARIES.some((lib) => byId.has(resultId(row, lib))))}
            cell={(row, {key: lib}) => {
              const c = byId.get(resultId(row, lib));
              return (
                <td
                  className={styles.num}
                  // The raw numbers, read by scripts/bench-reference.ts (the page's own run in Chromium).
                  data-result-id={c?.id}
                  data-result={c ? JSON.stringify(c) : undefined}
                >
                  {c ? `${formatHz(c.hz)} ±${c.rme.toFixed(1)}%` : '–'}
                </td>
              );
            }}
          />
        </>
      )}

      {results.length > 0 && <Versus results={results} />}
      <WhyDiffer />

      {status !== 'idle' && (
        <dl className={styles.env}>
          <dt>
            <Translate id="benchmark.env.browser">浏览器</Translate>
          </dt>
          <dd>{browser}</dd>
          <dt>
            <Translate id="benchmark.env.versions">库版本</Translate>
          </dt>
          <dd data-testid="bench-versions">
            {versions
              ? Object.entries(versions)
                  .map(([k, v]) => `${k} ${v}`)
                  .join(' · ')
              : '…'}
          </dd>
          <dt>
            <Translate id="benchmark.env.samples">样本数</Translate>
          </dt>
          <dd data-testid="bench-samples">{samples}</dd>
        </dl>
      )}
    </section>
  );
}
