// Thin wrapper of the theme's CodeBlock: executable samples (the blocks the doc-example tests run)
// get a Run button. Everything else, the editor and the sandbox worker load on the first press.
import {lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {hasRunButton} from '@site/src/lib/examples/markdown';
import {requestPrism, useLoadedPrism} from '@site/src/lib/prism';
import {loadRunnableCode} from '@site/src/components/RunnableCode/load';
import SampleTools from '@site/src/components/Inspector/SampleTools';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CodeBlockType>;

const RunnableCode = lazy(loadRunnableCode);

function languageOf({language, className}: Props): string {
  return language ?? /(?:^|\s)language-([\w-]+)/.exec(className ?? '')?.[1] ?? '';
}

/** Focusable elements of a block, in order (to put focus back after the block is re-rendered). */
const focusables = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('a[href], button, [tabindex]'));

/**
 * Hydrating the page does not wait for the Prism grammars (they are ~12 KiB, see src/lib/prism):
 * a block of the server HTML is adopted as it is (an empty raw-HTML prop makes React keep the
 * server DOM without hydrating it) and becomes a live React block once the grammars are in and the
 * block comes near the viewport or gets focus. A block rendered later in the browser is live
 * from the start (plain colours for the moment the grammars take to arrive).
 */
function HighlightedCodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const lang = languageOf(props);
  // Only the grammars this block's language needs (a page of JS samples never fetches bash's).
  const prism = useLoadedPrism(lang);
  // Decided on the first render: true only when hydrating server HTML without the grammars.
  const [adopt] = useState(() => !isBrowser && typeof document !== 'undefined' && !prism);
  // Each adopted block goes live on its own, when it nears the viewport or takes focus: a long page
  // does not tokenize and re-render all its blocks in one task (mobile Lighthouse counted that as TBT).
  const [wanted, setWanted] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const refocus = useRef(-1);
  const live = !adopt || (prism !== undefined && wanted);

  useEffect(() => {
    const el = ref.current;
    if (live || wanted || !el) return undefined;
    const want = () => {
      setWanted(true);
      requestPrism(lang);
    };
    if (typeof IntersectionObserver === 'undefined') return want();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
      rootMargin: '50% 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [live, wanted, lang]);

  useLayoutEffect(() => {
    if (!live || refocus.current < 0 || !ref.current) return;
    focusables(ref.current)[refocus.current]?.focus();
    refocus.current = -1;
  }, [live]);

  if (!live) {
    return (
      <div
        key="server-html"
        ref={ref}
        data-code-block="server-html"
        onFocus={(e) => {
          refocus.current = focusables(e.currentTarget).indexOf(e.target);
          setWanted(true);
          requestPrism(lang);
        }}
        /* why: an empty string, never content: React keeps the server's DOM of this block untouched */
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    );
  }
  return (
    // Server HTML is marked as such, so hydration finds the attribute it renders while adopting it.
    <div key="live" ref={ref} data-code-block={typeof document === 'undefined' ? 'server-html' : 'live'}>
      <CodeBlock {...props} />
    </div>
  );
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const [started, setStarted] = useState(false);
  const lang = languageOf(props);
  const code = typeof props.children === 'string' ? props.children.replace(/\n$/, '') : null;
  if (code === null || !hasRunButton(lang, props.metastring ?? '', code)) return <HighlightedCodeBlock {...props} />;

  if (started) {
    const title = typeof props.title === 'string' ? props.title : undefined;
    return (
      <Suspense fallback={<CodeBlock {...props} />}>
        <RunnableCode code={code} lang={lang} title={title} autoRun autoFocus />
      </Suspense>
    );
  }
  return (
    <div className={styles.runnable}>
      <HighlightedCodeBlock {...props} />
      <button type="button" className={styles.run} onClick={() => setStarted(true)} data-testid="run-sample">
        <svg aria-hidden="true" width="10" height="12" viewBox="0 0 10 12">
          <path d="M0 0l10 6-10 6z" fill="currentColor" />
        </svg>
        <Translate id="runnable.run">运行</Translate>
      </button>
      {/* Open in playground / Inspect (src/components/Inspector) under the Run button. */}
      <SampleTools code={code} lang={lang} meta={props.metastring ?? ''} />
    </div>
  );
}
