// The site's code block, in place of the theme's: the highlighting is done at build time by Shiki
// (src/plugins/code-blocks), so a block is the compiled MDX's markup, the same in the server HTML and
// after a client-side navigation, with no highlighter in the browser. This draws the frame: title,
// the focusable <pre>, copy and word-wrap buttons, and for an executable sample the Run button and
// its tools (Open in playground, Inspect), which stay after Run and then take the edited code.
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconWordWrap from '@theme/Icon/WordWrap';
import Translate, {translate} from '@docusaurus/Translate';
import {hasRunButton} from '@site/src/lib/examples/markdown';
import {loadRunnableCode} from '@site/src/components/RunnableCode/load';
import SampleTools from '@site/src/components/Inspector/SampleTools';
import {useKeptRun} from './keptRuns';
import styles from './styles.module.css';

const RunnableCode = lazy(loadRunnableCode);

interface Props {
  /** The Shiki lines (src/plugins/code-blocks), or the plain code of a block written in JSX. */
  children?: ReactNode;
  /** The code exactly as written (src/plugins/code-blocks). */
  code?: string;
  /** The block's place in its file (src/plugins/code-blocks): names a kept Run. */
  sample?: string;
  className?: string;
  metastring?: string;
  title?: ReactNode;
}

function CopyButton({code}: {code: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      className={clsx(styles.copy, copied && styles.copied)}
      title={translate({id: 'theme.CodeBlock.copy', message: 'Copy'})}
      aria-label={
        copied
          ? translate({id: 'theme.CodeBlock.copied', message: 'Copied'})
          : translate({id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard'})
      }
      onClick={() => void navigator.clipboard.writeText(code).then(() => setCopied(true))}
    >
      <span className={styles.icons} aria-hidden="true">
        <IconCopy className={styles.icon} />
        <IconSuccess className={styles.success} />
      </span>
    </Button>
  );
}

/** Shown once the code is known to scroll sideways; the group spans the block, so nothing moves. */
function WordWrapButton({
  pre,
  wrap,
  onToggle,
}: {
  pre: RefObject<HTMLPreElement | null>;
  wrap: boolean;
  onToggle: () => void;
}) {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = pre.current;
    if (!el) return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [pre]);
  if (!scrolls && !wrap) return null;
  const label = translate({id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap'});
  return (
    <Button onClick={onToggle} aria-label={label} title={label} aria-pressed={wrap}>
      <IconWordWrap className={styles.icon} aria-hidden="true" />
    </Button>
  );
}

/** The frame of one highlighted block: title, the scrollable <pre> (one Tab stop), the buttons. */
function Block({code, lang, title, children}: {code: string; lang: string; title?: ReactNode; children: ReactNode}) {
  const pre = useRef<HTMLPreElement>(null);
  const [wrap, setWrap] = useState(false);
  return (
    <div className={clsx('theme-code-block', `language-${lang}`, styles.block)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        {/* why: the code scrolls sideways; a keyboard reaches it here, and its type popups with the arrow keys (src/plugins/code-blocks/typePopups.ts) */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre ref={pre} tabIndex={0} className={clsx('shiki', styles.pre, wrap && styles.wrap)}>
          <code>{children}</code>
        </pre>
        <div className={styles.buttons}>
          <WordWrapButton pre={pre} wrap={wrap} onToggle={() => setWrap((w) => !w)} />
          <CopyButton code={code} />
        </div>
      </div>
    </div>
  );
}

function languageOf(className: string | undefined): string {
  return /(?:^|\s)language-([\w-]+)/.exec(className ?? '')?.[1] ?? 'text';
}

function titleOf(meta: string): string | undefined {
  return /(?:^|\s)title=(["'])(.*?)\1/.exec(meta)?.[2];
}

export default function CodeBlock({
  children,
  code: written,
  className,
  metastring = '',
  title,
  sample = '',
}: Props): ReactNode {
  const lang = languageOf(className);
  const code = written ?? (typeof children === 'string' ? children.replace(/\n$/, '') : '');
  const shownTitle = title ?? titleOf(metastring);
  const block = (
    <Block code={code} lang={lang} title={shownTitle}>
      {children}
    </Block>
  );
  if (!hasRunButton(lang, metastring, code)) return block;
  return (
    <Runnable code={code} lang={lang} meta={metastring} title={shownTitle} sample={sample}>
      {block}
    </Runnable>
  );
}

/**
 * An executable sample: the block with a Run button, then the editor (a lazy chunk) once pressed.
 * The tools under it stay in place through Run, so nothing below moves and each link keeps its sample
 * (issue 39: removing them shifted every later link up under the reader's finger); after Run they
 * take the code in the editor.
 */
function Runnable({
  code,
  lang,
  meta,
  title,
  sample,
  children,
}: {
  code: string;
  lang: string;
  meta: string;
  title?: ReactNode;
  sample: string;
  children: ReactNode;
}) {
  const [kept, keep] = useKeptRun(`${sample} ${code}`);
  // Back to this page after a client-side navigation: the sample as the reader left it, not run again.
  const [restored] = useState(kept);
  const [started, setStarted] = useState(restored !== undefined);
  const [current, setCurrent] = useState(restored?.code ?? code);
  return (
    <div className={styles.runnable}>
      {started ? (
        <Suspense fallback={children}>
          <div className={styles.content}>
            <RunnableCode
              code={code}
              lang={lang}
              title={typeof title === 'string' ? title : undefined}
              autoRun={!restored}
              autoFocus={!restored}
              onCodeChange={setCurrent}
              kept={restored}
              onState={keep}
            />
            <div className={styles.buttons}>
              <CopyButton code={current} />
            </div>
          </div>
        </Suspense>
      ) : (
        <>
          {children}
          <button type="button" className={styles.run} onClick={() => setStarted(true)} data-testid="run-sample">
            <svg aria-hidden="true" width="10" height="12" viewBox="0 0 10 12">
              <path d="M0 0l10 6-10 6z" fill="currentColor" />
            </svg>
            <Translate id="runnable.run">运行</Translate>
          </button>
        </>
      )}
      {/* Open in playground / Inspect (src/components/Inspector) under the block, before and after Run. */}
      <SampleTools code={current} lang={lang} meta={meta} />
    </div>
  );
}
