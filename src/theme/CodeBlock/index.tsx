// Thin wrapper of the theme's CodeBlock: executable samples (the blocks the doc-example tests run)
// get a Run button. Everything else, the editor and the sandbox worker load on the first press.
import {lazy, Suspense, useState, type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import {isExecutable} from '@site/src/lib/examples/markdown';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CodeBlockType>;

const RunnableCode = lazy(() => import('@site/src/components/RunnableCode'));

function languageOf({language, className}: Props): string {
  return language ?? /(?:^|\s)language-([\w-]+)/.exec(className ?? '')?.[1] ?? '';
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const [started, setStarted] = useState(false);
  const lang = languageOf(props);
  const code = typeof props.children === 'string' ? props.children.replace(/\n$/, '') : null;
  if (code === null || !isExecutable(lang, props.metastring ?? '')) return <CodeBlock {...props} />;

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
      <CodeBlock {...props} />
      <button type="button" className={styles.run} onClick={() => setStarted(true)} data-testid="run-sample">
        <svg aria-hidden="true" width="10" height="12" viewBox="0 0 10 12">
          <path d="M0 0l10 6-10 6z" fill="currentColor" />
        </svg>
        <Translate id="runnable.run">运行</Translate>
      </button>
    </div>
  );
}
