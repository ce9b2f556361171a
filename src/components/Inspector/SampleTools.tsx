// Under every executable sample: "Open in playground" (the code goes in the link's hash) and, for
// samples marked ```js inspect```, an "Inspect" button that loads the inspector below the block.
// Only this small file is in the page's bundle; the inspector is a lazy chunk.
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {parseMeta} from '@site/src/lib/examples/markdown';
import {encodeShare} from '@site/src/lib/inspector/shareLink';
import {loadInspector} from './load';
import type {LibraryChoice} from './Inspector';
import styles from './SampleTools.module.css';

const Inspector = lazy(loadInspector);

/** The inspector marker of a fence's meta: `inspect` (limu) or `inspect=immer|mutative|all`. */
export function inspectMarker(meta: string): LibraryChoice | null {
  const value = parseMeta(meta).inspect;
  if (value === undefined) return null;
  return value !== true && /^(immer|mutative|all)$/.test(value) ? (value as LibraryChoice) : 'limu';
}

export default function SampleTools({
  code,
  lang,
  meta,
  sharedEditor = false,
}: {
  code: string;
  lang: string;
  meta: string;
  /** The code is edited in an editor above (the home demo): the inspector shows none of its own. */
  sharedEditor?: boolean;
}): ReactNode {
  const marker = inspectMarker(meta);
  const playground = useBaseUrl('/playground/');
  const [href, setHref] = useState(playground);
  const [open, setOpen] = useState(false);
  // The hash is added after hydration, so the server HTML stays small and matches.
  useEffect(() => {
    setHref(`${playground}${encodeShare({code, library: marker ?? 'limu'})}`);
  }, [code, marker, playground]);

  return (
    <>
      <div className={styles.sampleTools}>
        {/* A plain link: the playground reads the hash on load. */}
        <a href={href} data-testid="open-playground">
          <Translate id="inspector.openPlayground">在演练场中打开</Translate>
        </a>
        {marker !== null && (
          <button
            type="button"
            className={styles.toolButton}
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            data-testid="inspect-sample"
          >
            <Translate id="inspector.inspectSample">查看结构共享</Translate>
          </button>
        )}
      </div>
      {open && (
        <div className={styles.embedded}>
          <Suspense fallback={null}>
            <Inspector code={code} lang={lang} library={marker ?? 'limu'} editor={!sharedEditor} autoRun autoFocus />
          </Suspense>
        </div>
      )}
    </>
  );
}
