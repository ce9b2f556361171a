// The parts of /benchmark drawn from the reference results (src/lib/bench/reference.json).
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {serverReference} from '@site/src/lib/bench/reference-data';
import type {ReferenceData} from '@site/src/lib/bench/releases';
import styles from './styles.module.css';

let pending: Promise<ReferenceData> | undefined;
/** The results as a chunk of their own, once (only a client-side navigation to the page needs it). */
const loadReference = () =>
  (pending ??= import('@site/src/lib/bench/reference.json').then((m) => m.default as ReferenceData));

/**
 * Renders `render(results)` on the server. In the browser the results are not in the bundle: hydration
 * keeps the server's markup untouched (React does not compare an empty inner-HTML prop with it), and
 * re-renders of the page (the reader's run) leave it alone. Only when the page is mounted by a
 * client-side navigation is there no markup: then the results load and render.
 */
export default function ReferenceIsland({
  as: Tag = 'div',
  testId,
  render,
}: {
  as?: 'div' | 'figure';
  testId?: string;
  render: (reference: ReferenceData) => ReactNode;
}): ReactNode {
  const [data, setData] = useState<ReferenceData | null>(serverReference);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (data || (ref.current?.childElementCount ?? 0) > 0) return undefined;
    let live = true;
    loadReference().then(
      (d) => live && setData(d),
      (error: unknown) => console.error('The reference results could not be loaded:', error),
    );
    return () => {
      live = false;
    };
  }, [data]);
  // A plain wrapper adds no box (the figure is the chart's own).
  const className = Tag === 'div' ? styles.island : styles.figure;
  if (data) {
    return (
      <Tag className={className} data-testid={testId}>
        {render(data)}
      </Tag>
    );
  }
  return (
    <Tag
      ref={ref as React.RefObject<HTMLDivElement>}
      className={className}
      data-testid={testId}
      // why: an empty __html keeps the server-rendered results during hydration (React does not diff it).
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
    />
  );
}
