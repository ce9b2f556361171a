// The results page, /search/?q= in each locale: the same engine and data as the navbar box, more
// hits, each a link to its page (and heading) that marks the terms there. It is an app, not a
// document: not in the sitemap, `noindex`, and not in the search data itself.
import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {WrapContentInMain} from '@site/src/lib/layoutMain';
import {RESULTS_PAGE_LIMIT, hitHref, searcherFor, type SearchResult} from '@site/src/lib/search/client';
import {Marked} from '@site/src/lib/search/Marked';
import styles from './styles.module.css';

/**
 * `?q=`, once hydrated: the server renders the page without a query, so the first render in the
 * browser must match it (React throws the server HTML away on a mismatch).
 */
function useQueryParam(): [string, (q: string) => void] {
  const {search, pathname} = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const q = isBrowser ? (new URLSearchParams(search).get('q') ?? '') : '';
  const set = (next: string) => history.replace({pathname, search: next ? `?q=${encodeURIComponent(next)}` : ''});
  return [q, set];
}

function Results({query}: {query: string}): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const searcher = useMemo(() => searcherFor(siteConfig.baseUrl, i18n.currentLocale), [siteConfig.baseUrl, i18n]);
  const [result, setResult] = useState<(SearchResult & {query: string}) | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (query.trim() === '') return undefined;
    let stale = false;
    searcher.search(query, RESULTS_PAGE_LIMIT).then(
      (r) => !stale && (setResult({...r, query}), setFailed(false)),
      (error: unknown) => {
        console.warn('Search data could not be loaded.', error);
        if (!stale) setFailed(true);
      },
    );
    return () => {
      stale = true;
    };
  }, [query, searcher]);
  if (query.trim() === '') return null;
  if (failed) return <p>{translate({id: 'search.dataFailed', message: '搜索数据没能加载，请稍后再试'})}</p>;
  if (!result) return null;
  if (result.hits.length === 0)
    return <p>{translate({id: 'theme.SearchPage.noResultsText', message: '没有找到任何文档'})}</p>;
  return (
    <>
      <p role="status">
        {translate(
          {
            id: 'search.page.found',
            message: '找到 {count} 处结果',
            description: 'How many hits the results page lists',
          },
          {count: result.hits.length},
        )}
      </p>
      {result.hits.map((hit) => (
        <article key={hit.section} className={styles.hit}>
          <h2 className={styles.title}>
            <Link to={hitHref(hit, result.marks)}>
              <Marked text={hit.page} words={result.marks} locale={i18n.currentLocale} />
            </Link>
          </h2>
          {hit.heading && (
            <p className={styles.section}>
              <Marked text={hit.heading} words={result.marks} locale={i18n.currentLocale} />
            </p>
          )}
        </article>
      ))}
    </>
  );
}

export default function SearchPage(): ReactNode {
  const [query, setQuery] = useQueryParam();
  const [draft, setDraft] = useState(query);
  const hintId = useId();
  useEffect(() => setDraft(query), [query]);
  const title = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: '“{query}” 的搜索结果'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: '搜索文档'});
  return (
    <WrapContentInMain.Provider value>
      <Layout>
        <Head>
          <title>{title}</title>
          <meta name="robots" content="noindex, follow" />
        </Head>
        <div className={`container margin-vert--lg ${styles.page}`}>
          <h1>{title}</h1>
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              setQuery(draft);
            }}
          >
            <input
              className={styles.input}
              name="q"
              type="search"
              value={draft}
              autoComplete="off"
              aria-label={translate({id: 'search.page.inputLabel', message: '搜索文档'})}
              aria-describedby={hintId}
              onChange={(e) => {
                setDraft(e.target.value);
                setQuery(e.target.value);
              }}
            />
          </form>
          {/* Above the hits, which come after the page has loaded: they push nothing on screen down. */}
          <p id={hintId} className={styles.hint}>
            <Translate id="search.page.hint">搜索范围：本语言的文档、博客和站内的独立页面（如性能测试）。</Translate>
          </p>
          <Results query={query} />
        </div>
      </Layout>
    </WrapContentInMain.Provider>
  );
}
