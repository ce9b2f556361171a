// The real navbar search box, fetched when the reader first focuses the look-alike (./index.tsx):
// a combobox whose list shows the best sections (page title, then the heading) with the query's
// words marked. Arrows move, Enter opens, Escape closes; the list floats, so nothing moves.
import React, {useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {hitHref, searcherFor, type SearchResult} from '@site/src/lib/search/client';
import {Marked} from '@site/src/lib/search/Marked';
import {SearchIcon, ShortcutHints, isShortcut, searchLabel} from './parts';
import styles from './styles.module.css';

/** Hits the list shows. */
const LIMIT = 8;

type Props = {handleSearchBarToggle?: (expanded: boolean) => void};

export default function SearchBox({handleSearchBarToggle}: Props): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const searcher = useMemo(() => searcherFor(siteConfig.baseUrl, i18n.currentLocale), [siteConfig.baseUrl, i18n]);
  const history = useHistory();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<(SearchResult & {query: string}) | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (query.trim() === '') {
      setResult(null);
      return undefined;
    }
    let stale = false;
    searcher.search(query, LIMIT).then(
      (r) => {
        if (stale) return;
        setFailed(false);
        setResult({...r, query});
        setActive(0);
      },
      (error: unknown) => {
        if (stale) return;
        console.warn('Search data could not be loaded.', error);
        setFailed(true);
      },
    );
    return () => {
      stale = true;
    };
  }, [query, searcher]);

  // The shortcut, once this box has replaced the look-alike (which handled it until then).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const hits = result?.hits ?? [];
  const go = useCallback(
    (index: number) => {
      const hit = result?.hits[index];
      if (!hit || !result) return;
      setOpen(false);
      history.push(hitHref(hit, result.marks));
    },
    [history, result],
  );

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      if (open && hits.length > 0) {
        event.preventDefault();
        go(active);
      } else if (query.trim() !== '') {
        history.push(`${siteConfig.baseUrl}search/?q=${encodeURIComponent(query)}`);
      }
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else input.current?.blur();
    }
  };

  const showList = open && query.trim() !== '' && (result !== null || failed);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-hit-${i}`;
  const label = searchLabel();
  return (
    <div className={clsx('navbar__search', styles.container)} dir="ltr">
      <SearchIcon />
      <input
        ref={input}
        className={clsx('navbar__search-input', styles.input)}
        placeholder={label}
        aria-label={label}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && hits.length > 0 ? optionId(active) : undefined}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          handleSearchBarToggle?.(true);
          setOpen(true);
        }}
        onBlur={() => {
          handleSearchBarToggle?.(false);
          setOpen(false);
        }}
        onKeyDown={onKeyDown}
      />
      <ShortcutHints />
      {/* data-query: the query these hits are for (the byte measurement waits for the whole query's). */}
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        className={styles.list}
        hidden={!showList}
        data-query={result?.query}
      >
        {showList && failed && hits.length === 0 && (
          <div className={styles.empty}>
            {translate({id: 'search.dataFailed', message: '搜索数据没能加载，请稍后再试'})}
          </div>
        )}
        {showList && !failed && hits.length === 0 && (
          <div className={styles.empty}>
            {translate({id: 'theme.SearchBar.noResultsText', message: '没有找到任何文档'})}
          </div>
        )}
        {showList &&
          hits.map((hit, i) => (
            // The combobox pattern: focus stays in the input, which handles the keys (arrows,
            // Enter) for the option named by aria-activedescendant; a click is the mouse's way in.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={hit.section}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={styles.option}
              // Keep the focus in the box: a click must not blur it (which closes the list) first.
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => setActive(i)}
              onClick={() => go(i)}
            >
              <span className={styles.page}>
                <Marked text={hit.page} words={result?.marks ?? []} locale={i18n.currentLocale} />
              </span>
              {hit.heading && (
                <span className={styles.section}>
                  <Marked text={hit.heading} words={result?.marks ?? []} locale={i18n.currentLocale} />
                </span>
              )}
            </div>
          ))}
      </div>
    </div>
  );
}
