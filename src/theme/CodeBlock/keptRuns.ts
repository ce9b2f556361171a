// What a reader's Run left in a sample, kept per history entry (the router's location key), so that
// Back after a client-side navigation shows the code and output again, as the browser's back/forward
// cache does after a full load (issue 51). In memory, as a page's own state: a reload starts afresh.
import {useCallback, useEffect, useRef} from 'react';
import {useLocation} from '@docusaurus/router';
import type {RunState} from '@site/src/components/RunnableCode/types';

/** History entries remembered; the oldest is dropped first. */
const MAX_ENTRIES = 50;
const entries = new Map<string, Map<string, RunState>>();

function remember(entry: string, sample: string, state: RunState): void {
  const samples = entries.get(entry) ?? new Map<string, RunState>();
  samples.set(sample, state);
  entries.delete(entry);
  entries.set(entry, samples);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
}

/**
 * The state kept for `sample` (its place on the page and its code: a name that stays the same each
 * time the page is drawn, which React's useId does not) in the current history entry, if any, and
 * the function that keeps a new one.
 */
export function useKeptRun(sample: string): [RunState | undefined, (state: RunState) => void] {
  const {key = '', pathname} = useLocation();
  const entry = `${key} ${pathname}`;
  const latest = useRef<RunState | undefined>(undefined);
  const kept = entries.get(entry)?.get(sample);
  latest.current ??= kept;
  const keep = useCallback(
    (state: RunState) => {
      latest.current = state;
      remember(entry, sample, state);
    },
    [entry, sample],
  );
  // A new entry on the same page (a link to one of its headings): it shows the same state, so keeps it.
  useEffect(() => {
    if (latest.current) remember(entry, sample, latest.current);
  }, [entry, sample]);
  return [kept, keep];
}
