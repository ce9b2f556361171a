import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import {INSPECT_LIBRARIES, type InspectLibrary} from '@site/src/lib/inspector/adapters';
import type {InspectedRun} from '@site/src/lib/inspector/protocol';
import type {NodeLabel} from '@site/src/lib/inspector/tree';
import CodeEditor from './Editor';
import Tree, {Badge} from './Tree';
import {startInspect, type InspectEvent} from './runner';
import styles from './styles.module.css';

export type LibraryChoice = InspectLibrary | 'all';
export const LIBRARY_CHOICES: readonly LibraryChoice[] = [...INSPECT_LIBRARIES, 'all'];

export interface InspectorProps {
  code: string;
  lang: string;
  library?: LibraryChoice;
  autoRun?: boolean;
  autoFocus?: boolean;
  /** Called when the reader edits the code or switches the library (the playground's share link). */
  onChange?: (code: string, library: LibraryChoice) => void;
  /** Extra buttons after Inspect / Reset (the playground's Share). */
  actions?: ReactNode;
}

interface Panel {
  library: InspectLibrary;
  status: 'running' | 'done' | 'failed' | 'timeout';
  version: string;
  logs: string[];
  error: string;
  runs: InspectedRun[];
}

const LEGEND: NodeLabel[] = ['shared', 'new', 'replaced', 'frozen', 'revoked'];

function legendText(label: NodeLabel): string {
  switch (label) {
    case 'shared':
      return translate({id: 'inspector.legend.shared', message: '与原数据是同一个对象（结构共享）'});
    case 'new':
      return translate({id: 'inspector.legend.new', message: '结果里新建的对象（原数据里没有）'});
    case 'replaced':
      return translate({id: 'inspector.legend.replaced', message: '原数据里的对象，结果没有再用它（被复制或删除）'});
    case 'frozen':
      return translate({id: 'inspector.legend.frozen', message: 'Object.isFrozen 为 true'});
    case 'revoked':
      return translate({id: 'inspector.legend.revoked', message: '留在结果里的草稿代理，读取它会抛错'});
  }
}

const choiceText = (c: LibraryChoice) =>
  c === 'all' ? translate({id: 'inspector.library.all', message: '三个库对照'}) : c;

function RunView({run, library}: {run: InspectedRun; library: InspectLibrary}): ReactNode {
  return (
    <>
      {run.same && (
        <p className={styles.note}>
          <Translate id="inspector.same">结果就是原对象本身（没有任何改动）。</Translate>
        </p>
      )}
      <div className={styles.trees}>
        <Tree root={run.base} testId={`tree-base-${library}`} title={translate({id: 'inspector.base', message: '原数据（base）'})} />
        <Tree root={run.result} testId={`tree-result-${library}`} title={translate({id: 'inspector.result', message: '结果'})} />
      </div>
      {library === 'limu' && (
        <details className={styles.ops} data-testid="inspector-ops">
          <summary>
            <Translate id="inspector.ops" values={{writes: run.ops.length, reads: run.reads}}>
              {'onOperate 记录：{writes} 次写入，{reads} 次读取（读取不逐条列出）'}
            </Translate>
          </summary>
          <ol>
            {run.ops.map((op, i) => (
              <li key={i}>
                <code>{op}</code>
              </li>
            ))}
          </ol>
        </details>
      )}
    </>
  );
}

function PanelView({panel, index}: {panel: Panel; index: number}): ReactNode {
  const run = panel.runs[Math.min(index, panel.runs.length - 1)];
  return (
    <section className={styles.panel} data-testid={`inspector-panel-${panel.library}`} data-status={panel.status}>
      <h3 className={styles.panelTitle}>
        {panel.library} {panel.version}
      </h3>
      {panel.logs.length > 0 && (
        <pre className={styles.logs} aria-label={translate({id: 'inspector.logs', message: '控制台输出'})}>
          {panel.logs.join('\n')}
        </pre>
      )}
      {panel.error && (
        <p className={styles.error} role="alert">
          {panel.error}
        </p>
      )}
      {panel.status === 'running' && (
        <p className={styles.note}>
          <Translate id="runnable.running">运行中…</Translate>
        </p>
      )}
      {panel.status !== 'running' && panel.runs.length === 0 && !panel.error && (
        <p className={styles.note}>
          <Translate id="inspector.noRuns">代码里没有调用 produce 或 finishDraft，没有可以展示的更新。</Translate>
        </p>
      )}
      {run && <RunView run={run} library={panel.library} />}
    </section>
  );
}

/**
 * Runs a sample in a worker with limu, immer or mutative behind `import … from 'limu'` and shows
 * the base and result of each update as labelled trees. Imported lazily (see ./load).
 */
export default function Inspector({code: original, lang, library = 'limu', autoRun = false, autoFocus = false, onChange, actions}: InspectorProps): ReactNode {
  const [code, setCode] = useState(original);
  const [choice, setChoice] = useState<LibraryChoice>(library);
  const [panels, setPanels] = useState<Panel[]>([]);
  const [runIndex, setRunIndex] = useState(0);
  const handles = useRef<{cancel(): void}[]>([]);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;

  const cancelAll = () => {
    for (const h of handles.current) h.cancel();
    handles.current = [];
  };

  const inspect = useCallback(
    (source: string, which: LibraryChoice) => {
      cancelAll();
      const libs = which === 'all' ? [...INSPECT_LIBRARIES] : [which];
      setRunIndex(0);
      setPanels(libs.map((l) => ({library: l, status: 'running', version: '', logs: [], error: '', runs: []})));
      const update = (lib: InspectLibrary, change: (p: Panel) => Panel) =>
        setPanels((all) => all.map((p) => (p.library === lib ? change(p) : p)));
      handles.current = libs.map((lib) =>
        startInspect(source, lang, lib, (event: InspectEvent) => {
          switch (event.type) {
            case 'log':
              update(lib, (p) => ({...p, logs: [...p.logs, event.text]}));
              break;
            case 'runs':
              update(lib, (p) => ({...p, runs: event.runs, version: event.version}));
              break;
            case 'error':
              update(lib, (p) => ({
                ...p,
                status: 'failed',
                error:
                  event.line === null
                    ? event.message
                    : translate({id: 'runnable.errorAtLine', message: '第 {line} 行：{message}'}, {line: event.line, message: event.message}),
              }));
              break;
            case 'timeout':
              update(lib, (p) => ({
                ...p,
                status: 'timeout',
                error: translate(
                  {id: 'runnable.timeout', message: '代码运行超过 {seconds} 秒，已强制停止（是否有死循环？）'},
                  {seconds: event.ms / 1000},
                ),
              }));
              break;
            case 'done':
              update(lib, (p) => (p.status === 'running' ? {...p, status: 'done'} : p));
              break;
          }
        }),
      );
    },
    [lang],
  );

  useEffect(() => {
    if (autoRun) inspect(original, library);
    if (autoFocus) button.current?.focus();
    return cancelAll;
    // Once on mount: later runs come from the buttons.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const edit = (next: string) => {
    setCode(next);
    onChange?.(next, choice);
  };
  const choose = (next: LibraryChoice) => {
    setChoice(next);
    onChange?.(code, next);
    if (panels.length) inspect(code, next);
  };
  const maxRuns = Math.max(0, ...panels.map((p) => p.runs.length));
  const running = panels.some((p) => p.status === 'running');

  return (
    <div className={styles.inspector} data-testid="inspector" data-inspector-status={panels.length === 0 ? 'idle' : running ? 'running' : 'done'}>
      <CodeEditor code={code} lang={lang} onChange={edit} onSubmit={() => inspect(code, choice)} describedBy={hintId} />
      <div className={styles.toolbar}>
        <fieldset className={styles.libraries}>
          <legend className={styles.visuallyHidden}>
            <Translate id="inspector.library">用哪个库运行</Translate>
          </legend>
          {LIBRARY_CHOICES.map((c) => (
            <label key={c} className={clsx(styles.choice, choice === c && styles.choiceActive)}>
              <input type="radio" name={`${id}-lib`} value={c} checked={choice === c} onChange={() => choose(c)} />
              {choiceText(c)}
            </label>
          ))}
        </fieldset>
        <button ref={button} type="button" className="button button--sm button--primary" onClick={() => inspect(code, choice)}>
          <Translate id="inspector.inspect">查看结构</Translate>
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            cancelAll();
            setCode(original);
            onChange?.(original, choice);
            setPanels([]);
          }}>
          <Translate id="runnable.reset">重置</Translate>
        </button>
        {actions}
        <span id={hintId} className={styles.hint}>
          <Translate id="inspector.hint">代码里的 produce / createDraft / finishDraft 会交给所选的库执行；Ctrl/⌘ + Enter 运行</Translate>
        </span>
      </div>
      <span role="status" className={styles.visuallyHidden}>
        {panels.length > 0 && !running && translate({id: 'inspector.done', message: '结构已更新'})}
      </span>
      <div className={styles.results} role="region" aria-label={translate({id: 'inspector.results', message: '结构查看结果'})}>
        {panels.length > 0 && (
          <ul className={styles.legend} aria-label={translate({id: 'inspector.legend', message: '标签说明'})}>
            {LEGEND.map((l) => (
              <li key={l}>
                <Badge label={l} /> {legendText(l)}
              </li>
            ))}
          </ul>
        )}
        {maxRuns > 1 && (
          <label className={styles.runPicker}>
            <Translate id="inspector.pickRun">显示第几次更新</Translate>{' '}
            <select value={runIndex} onChange={(e) => setRunIndex(Number(e.target.value))}>
              {Array.from({length: maxRuns}, (_, i) => (
                <option key={i} value={i}>
                  {i + 1}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className={clsx(styles.panels, panels.length > 1 && styles.panelsMany)}>
          {panels.map((p) => (
            <PanelView key={p.library} panel={p} index={runIndex} />
          ))}
        </div>
      </div>
    </div>
  );
}
