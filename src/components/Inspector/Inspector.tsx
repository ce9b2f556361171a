import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import clsx from 'clsx';
import {INSPECT_LIBRARIES, type InspectLibrary} from '@site/src/lib/inspector/libraries';
import type {InspectedRun} from '@site/src/lib/inspector/protocol';
import type {NodeLabel} from '@site/src/lib/inspector/tree';
import CodeEditor from '@site/src/components/CodeEditor';
import {errorText, timeoutText} from '@site/src/components/CodeEditor/messages';
import Tree, {Badge} from './Tree';
import {useLocaleText} from '@site/src/lib/useLocaleText';
import {INSPECTOR_TEXT} from './text';
import {startInspect, type InspectEvent} from './runner';
import panel from '@site/src/components/CodeEditor/panel.module.css';
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
  /** Level of the per-library headings: 3 under a doc section (default), 2 right under a page's h1. */
  headingLevel?: 2 | 3;
  /**
   * False when the code is edited in an editor the inspector sits under (the home demo): then it shows
   * no editor nor Reset of its own and inspects `code` as it is now, so there is one code on screen.
   */
  editor?: boolean;
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

function RunView({run, library}: {run: InspectedRun; library: InspectLibrary}): ReactNode {
  const text = useLocaleText(INSPECTOR_TEXT);
  return (
    <>
      {run.same && <p className={styles.note}>{text.same}</p>}
      <div className={styles.trees}>
        <Tree root={run.base} testId={`tree-base-${library}`} title={text.base} />
        <Tree root={run.result} testId={`tree-result-${library}`} title={text.result} />
      </div>
      {library === 'limu' && (
        <details className={styles.ops} data-testid="inspector-ops">
          <summary>{text.ops(run.ops.length, run.reads)}</summary>
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

function PanelView({panel, index, headingLevel}: {panel: Panel; index: number; headingLevel: 2 | 3}): ReactNode {
  const run = panel.runs[Math.min(index, panel.runs.length - 1)];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const text = useLocaleText(INSPECTOR_TEXT);
  return (
    <section className={styles.panel} data-testid={`inspector-panel-${panel.library}`} data-status={panel.status}>
      {/* One text node: the version arriving changes it in place, it moves nothing. */}
      <Heading className={styles.panelTitle}>
        {panel.version ? `${panel.library} ${panel.version}` : panel.library}
      </Heading>
      {/* The status line keeps its place from the first render, above all a run adds: the output
          arriving and the line emptying move nothing already on screen. */}
      <p className={clsx(styles.note, styles.status)}>
        {panel.status === 'running' ? (
          <Translate id="runnable.running">运行中…</Translate>
        ) : (
          panel.runs.length === 0 && !panel.error && text.noRuns
        )}
      </p>
      {panel.logs.length > 0 && (
        <pre className={styles.logs} aria-label={text.logs}>
          {panel.logs.join('\n')}
        </pre>
      )}
      {panel.error && (
        <p className={styles.error} role="alert">
          {panel.error}
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
export default function Inspector({
  code: original,
  lang,
  library = 'limu',
  autoRun = false,
  autoFocus = false,
  onChange,
  actions,
  headingLevel = 3,
  editor = true,
}: InspectorProps): ReactNode {
  const [edited, setCode] = useState(original);
  const code = editor ? edited : original;
  const [choice, setChoice] = useState<LibraryChoice>(library);
  const [panels, setPanels] = useState<Panel[]>([]);
  const [runIndex, setRunIndex] = useState(0);
  const handles = useRef<{cancel(): void}[]>([]);
  const text = useLocaleText(INSPECTOR_TEXT);
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
                error: errorText(event.message, event.line),
              }));
              break;
            case 'timeout':
              update(lib, (p) => ({
                ...p,
                status: 'timeout',
                error: timeoutText(event.ms),
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
    <div
      className={panel.panel}
      data-testid="inspector"
      data-inspector-status={panels.length === 0 ? 'idle' : running ? 'running' : 'done'}
    >
      {editor && (
        <CodeEditor
          code={code}
          lang={lang}
          onChange={edit}
          onSubmit={() => inspect(code, choice)}
          describedBy={hintId}
        />
      )}
      <div className={panel.toolbar}>
        <fieldset className={styles.libraries}>
          <legend className={panel.visuallyHidden}>{text.library}</legend>
          {LIBRARY_CHOICES.map((c) => (
            <label key={c} className={clsx(styles.choice, choice === c && styles.choiceActive)}>
              <input type="radio" name={`${id}-lib`} value={c} checked={choice === c} onChange={() => choose(c)} />
              {c === 'all' ? text.all : c}
            </label>
          ))}
        </fieldset>
        <button
          ref={button}
          type="button"
          className="button button--sm button--primary"
          onClick={() => inspect(code, choice)}
        >
          {text.inspect}
        </button>
        {editor && (
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => {
              cancelAll();
              setCode(original);
              onChange?.(original, choice);
              setPanels([]);
            }}
          >
            <Translate id="runnable.reset">重置</Translate>
          </button>
        )}
        {actions}
        {editor && (
          <span id={hintId} className={panel.hint}>
            {text.hint}
          </span>
        )}
      </div>
      <span role="status" className={panel.visuallyHidden}>
        {panels.length > 0 && !running && text.done}
      </span>
      <div className={styles.results} role="region" aria-label={text.results}>
        {panels.length > 0 && (
          <ul className={styles.legend} aria-label={text.legendTitle}>
            {LEGEND.map((l) => (
              <li key={l}>
                <Badge label={l} /> {text.legend[l]}
              </li>
            ))}
          </ul>
        )}
        {maxRuns > 1 && (
          <label className={styles.runPicker}>
            {text.pickRun}{' '}
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
            <PanelView key={p.library} panel={p} index={runIndex} headingLevel={headingLevel} />
          ))}
        </div>
      </div>
    </div>
  );
}
