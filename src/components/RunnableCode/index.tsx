import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import CodeEditor from '@site/src/components/CodeEditor';
import {errorText, timeoutText} from '@site/src/components/CodeEditor/messages';
import {startRun, type RunEvent, type RunHandle} from './runner';
import panel from '@site/src/components/CodeEditor/panel.module.css';
import {useClearOfBackToTop} from './backToTop';
import type {OutputLine, RunState, Status} from './types';
import styles from './styles.module.css';

export interface RunnableCodeProps {
  /** The original sample; Reset brings it back. */
  code: string;
  /** js, jsx, ts or tsx */
  lang: string;
  title?: string;
  /** Run as soon as the component mounts (the reader already pressed Run on the static block). */
  autoRun?: boolean;
  /** Move focus to the Run button on mount (keyboard users who pressed Run keep their place). */
  autoFocus?: boolean;
  /** Told the code in the editor after each edit and Reset (the home demo's Inspect runs that code). */
  onCodeChange?: (code: string) => void;
  /** What the reader left here before (src/theme/CodeBlock/keptRuns.ts): shown as it was, not run again. */
  kept?: RunState;
  /** Told the code and output whenever no run is going, to keep for Back. */
  onState?: (state: RunState) => void;
}

/** The verdict on a `// =>` comment, in words as well as a symbol and a colour. */
function CheckMark({ok, expected}: {ok: boolean; expected: string}): ReactNode {
  return ok ? (
    <span className={styles.ok}>
      {'  ✓ '}
      <Translate id="runnable.check.ok">与注释一致</Translate>
    </span>
  ) : (
    <span className={styles.differs}>
      {'  ✗ '}
      <Translate id="runnable.check.differs" values={{expected}}>
        {'与注释不同，注释写的是：{expected}'}
      </Translate>
    </span>
  );
}

/**
 * An editable, runnable code sample: the editor and the sandbox worker are loaded on the first
 * Run (this module is imported lazily). Output is rendered as React text, never as HTML.
 */
export default function RunnableCode({
  code: original,
  lang,
  title,
  autoRun = false,
  autoFocus = false,
  onCodeChange,
  kept,
  onState,
}: RunnableCodeProps): ReactNode {
  const [code, setCodeState] = useState(kept?.code ?? original);
  const setCode = (next: string) => {
    setCodeState(next);
    onCodeChange?.(next);
  };
  const [status, setStatus] = useState<Status>(kept?.status ?? 'idle');
  const [output, setOutput] = useState<OutputLine[]>(kept?.output ?? []);
  const run = useRef<RunHandle | null>(null);
  const runButton = useRef<HTMLButtonElement>(null);
  const outputBox = useRef<HTMLDivElement>(null);
  const hintId = `${useId()}-hint`;
  useClearOfBackToTop(outputBox);

  useEffect(() => {
    if (status !== 'running') onState?.({code, status, output});
  }, [code, status, output, onState]);

  const execute = useCallback(
    (source: string) => {
      run.current?.cancel();
      setOutput([]);
      setStatus('running');
      const lines: OutputLine[] = [];
      const push = (line: OutputLine) => {
        lines.push(line);
        setOutput([...lines]);
      };
      run.current = startRun(source, lang, (event: RunEvent) => {
        switch (event.type) {
          case 'log':
            push({kind: event.level, text: event.text});
            break;
          case 'value':
            push({
              kind: 'value',
              expr: event.expr,
              text: event.text,
              threw: event.threw,
              expected: event.expected,
              ok: event.ok,
            });
            break;
          case 'echo':
            push({kind: 'echo', expr: event.expr, text: event.text});
            break;
          case 'truncated':
            push({
              kind: 'notice',
              text: translate(
                {id: 'runnable.truncated', message: '输出超过 {limit} 行，后面的内容不再显示'},
                {limit: event.limit},
              ),
            });
            break;
          case 'error':
            setStatus('failed');
            push({
              kind: 'thrown',
              text: errorText(event.message, event.line),
            });
            break;
          case 'timeout':
            setStatus('timeout');
            push({
              kind: 'notice',
              text: timeoutText(event.ms),
            });
            break;
          case 'done':
            setStatus((s) => (s === 'running' ? 'done' : s));
            break;
        }
      });
    },
    [lang],
  );

  useEffect(() => {
    if (autoRun) execute(original);
    // The editor mounts after its chunk loads; a reader who has scrolled on meanwhile is not pulled back.
    if (autoFocus) runButton.current?.focus({preventScroll: true});
    return () => run.current?.cancel();
    // Runs once on mount: later runs are started by the buttons.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reset = () => {
    run.current?.cancel();
    setCode(original);
    setOutput([]);
    setStatus('idle');
  };

  return (
    <div className={panel.panel} data-runnable-status={status}>
      {title && <div className={styles.title}>{title}</div>}
      <CodeEditor code={code} lang={lang} onChange={setCode} onSubmit={() => execute(code)} describedBy={hintId} />
      <div className={panel.toolbar}>
        <button
          ref={runButton}
          type="button"
          className={clsx('button button--sm button--primary', styles.button)}
          // Pressing Run while a run is going restarts it (the old worker is terminated).
          onClick={() => execute(code)}
        >
          <Translate id="runnable.run">运行</Translate>
        </button>
        <button type="button" className={clsx('button button--sm button--secondary', styles.button)} onClick={reset}>
          <Translate id="runnable.reset">重置</Translate>
        </button>
        <span id={hintId} className={panel.hint}>
          <Translate id="runnable.hint">Ctrl/⌘ + Enter 运行；在编辑器里按 Esc 后再按 Tab 可离开编辑器</Translate>
        </span>
      </div>
      <div
        ref={outputBox}
        className={styles.output}
        role="log"
        aria-live="polite"
        aria-label={translate({id: 'runnable.outputLabel', message: '运行结果'})}
        data-testid="run-output"
      >
        {status === 'running' && output.length === 0 && (
          <span className={styles.muted}>
            <Translate id="runnable.running">运行中…</Translate>
          </span>
        )}
        {status === 'done' && output.length === 0 && (
          <span className={styles.muted}>
            <Translate id="runnable.noOutput">运行完毕，没有输出（用 console.log 打印结果）</Translate>
          </span>
        )}
        {output.map((line, i) =>
          line.kind === 'value' ? (
            <pre key={i} className={clsx(styles.line, styles.value)} data-check={line.ok ? 'ok' : 'differs'}>
              {line.expr}
              <span className={styles.arrow}>{line.threw ? ' → throws: ' : ' → '}</span>
              {line.text}
              <CheckMark ok={line.ok} expected={line.expected} />
            </pre>
          ) : line.kind === 'echo' ? (
            <pre key={i} className={clsx(styles.line, styles.value)} data-check="echo">
              {line.expr}
              <span className={styles.arrow}> → </span>
              {line.text}
            </pre>
          ) : (
            <pre key={i} className={clsx(styles.line, styles[line.kind])}>
              {line.text}
            </pre>
          ),
        )}
      </div>
    </div>
  );
}
