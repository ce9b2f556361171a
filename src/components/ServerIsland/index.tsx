// Data that only the page's HTML needs (ARCHITECTURE.md §9): the behaviour matrix's results and
// /benchmark's reference results. The server bundle carries the data (a module `x.server.ts` in
// place of `x.ts`, src/plugins/server-only-data); the browser bundle gets `serverData` = null.
import {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import {KEEP_SERVER_HTML} from '@site/src/lib/keepServerHtml';

type Props<T> = {
  /** The data in the server bundle; null in the browser's. */
  serverData: T | null;
  /** Loads the data as a chunk of its own; module-level, so that it stays the same function. */
  load: () => Promise<T>;
  render: (data: T) => ReactNode;
  as?: 'div' | 'figure' | 'span';
  className?: string;
  testId?: string;
  /** Runs once the data was loaded and drawn in the browser (after a client-side navigation). */
  onClientRender?: () => void;
};

/**
 * Renders `render(data)` on the server. In the browser, hydration keeps the server's markup
 * untouched (React does not compare an empty inner-HTML prop with it) and nothing is fetched; later
 * re-renders of the page leave it alone. Only when the page is mounted by a client-side navigation
 * is there no markup: then the data loads and renders.
 */
export default function ServerIsland<T>({
  serverData,
  load,
  render,
  as: Tag = 'div',
  className,
  testId,
  onClientRender,
}: Props<T>): ReactNode {
  const [data, setData] = useState<T | null>(serverData);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Any server content counts, a figure's bare text included.
    if (data || (ref.current?.childNodes.length ?? 0) > 0) return undefined;
    let live = true;
    load().then(
      (d) => live && setData(() => d),
      (error: unknown) => console.error('The data of this part of the page could not be loaded:', error),
    );
    return () => {
      live = false;
    };
  }, [data, load]);
  useEffect(() => {
    if (data && !serverData) onClientRender?.();
  }, [data, serverData, onClientRender]);
  if (data) {
    return (
      <Tag className={className} data-testid={testId}>
        {render(data)}
      </Tag>
    );
  }
  return (
    <Tag
      ref={ref as RefObject<HTMLDivElement>}
      className={className}
      data-testid={testId}
      // why: an empty string, never content: hydration keeps the server's markup (src/lib/keepServerHtml.ts)
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
}
