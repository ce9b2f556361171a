// Thin wrapper of the theme's CodeBlock: executable samples (the blocks the doc-example tests run)
// get a Run button. Everything else, the editor and the sandbox worker load on the first press.
// Blocks of the server HTML stay static (no Prism on a cold load): see HighlightedCodeBlock.
import {lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import CodeBlock from '@theme-original/CodeBlock';
import Buttons from '@theme/CodeBlock/Buttons';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import type {PrismTheme} from 'prism-react-renderer';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {hasRunButton} from '@site/src/lib/examples/markdown';
import {paintStaticBlock} from '@site/src/lib/prism/paint';
import {KEEP_SERVER_HTML} from '@site/src/lib/keepServerHtml';
import {loadRunnableCode} from '@site/src/components/RunnableCode/load';
import SampleTools from '@site/src/components/Inspector/SampleTools';
import {TypesProvider} from '@site/src/components/TypeInfo/typesRender';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CodeBlockType>;

const RunnableCode = lazy(loadRunnableCode);

function languageOf({language, className}: Props): string {
  return language ?? /(?:^|\s)language-([\w-]+)/.exec(className ?? '')?.[1] ?? '';
}

/**
 * A server-rendered block stays the server's HTML for good: hydration adopts it untouched (an empty
 * raw-HTML prop makes React keep the server DOM without hydrating it), so a cold load never fetches
 * the Prism grammars (~9-18 KiB gzip) nor tokenizes anything. What React would have added is put on
 * the static DOM: the copy and word-wrap buttons (the theme's own, in a portal), and the colours of
 * the dark code theme when the reader is in dark mode (the server paints the light one). A block
 * rendered later in the browser (client-side navigation, the Run editor) is a live React block that
 * loads the grammars (plain colours for the moment they take to arrive).
 */
function HighlightedCodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Decided on the first render: true only when hydrating server HTML.
  const [adopt] = useState(() => !isBrowser && typeof document !== 'undefined');
  const ref = useRef<HTMLDivElement>(null);
  const [pre, setPre] = useState<HTMLPreElement | null>(null);
  const prismTheme = usePrismTheme();
  const {prism} = useThemeConfig();
  // The theme the DOM of an adopted block is painted with: the server's is the light one.
  const painted = useRef<PrismTheme>(prism.theme);

  useEffect(() => {
    if (adopt) setPre(ref.current?.querySelector('pre') ?? null);
  }, [adopt]);

  useEffect(() => {
    const root = ref.current;
    if (!adopt || !root || painted.current === prismTheme) return;
    paintStaticBlock(root, prismTheme, languageOf(props));
    painted.current = prismTheme;
  });

  if (adopt) {
    return (
      <>
        <div
          ref={ref}
          data-code-block="server-html"
          /* why: an empty string, never content: React keeps the server's DOM of this block (src/lib/keepServerHtml.ts) */
          dangerouslySetInnerHTML={KEEP_SERVER_HTML}
          suppressHydrationWarning
        />
        {pre?.parentElement && typeof props.children === 'string' && <StaticButtons {...props} pre={pre} />}
      </>
    );
  }
  return (
    // Server HTML is marked as such, so hydration finds the attribute it renders while adopting it.
    <div data-code-block={typeof document === 'undefined' ? 'server-html' : 'live'}>
      <CodeBlock {...props} />
    </div>
  );
}

/** The theme's copy and word-wrap buttons, rendered into an adopted block's server DOM. */
function StaticButtons({pre, ...props}: Props & {pre: HTMLPreElement}): ReactNode {
  const {prism} = useThemeConfig();
  const {children, className, metastring, language, title, showLineNumbers} = props;
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: children as string,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, language, title, showLineNumbers, prism.magicComments, prism.defaultLanguage],
  );
  const wordWrap = useCodeWordWrap();
  const {codeBlockRef} = wordWrap;
  // A layout effect: the hook's own effects (scrollable or not) read the element right after.
  useLayoutEffect(() => {
    codeBlockRef.current = pre;
  }, [codeBlockRef, pre]);
  return createPortal(
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons className={styles.buttons} />
    </CodeBlockContextProvider>,
    pre.parentElement!,
  );
}

/** A block with compiler-made types (issue 26: the `typeinfo` prop of src/plugins/types) renders them. */
export default function CodeBlockWrapper(props: Props): ReactNode {
  return (
    <TypesProvider id={(props as {typeinfo?: unknown}).typeinfo}>
      <RunnableOrStatic {...props} />
    </TypesProvider>
  );
}

function RunnableOrStatic(props: Props): ReactNode {
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
