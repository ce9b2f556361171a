// The exploration's figures and classes (src/data/explore.json, `npm run explore`) on the behaviour
// matrix page: what was explored, how many recipes ran with which seed, and each library's classes
// with their smallest recipe; a limu class links to its runnable sample on the pitfalls page.
import type {ExploreSummaryData} from '@site/src/data/explore.types';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ServerIsland from '@site/src/components/ServerIsland';
import {coverageLists, EXPLORE_TEXT} from './explore-text';
import {exploreServerData} from './explore-data';
import type {Lang} from './text';
import styles from './styles.module.css';

const load = (): Promise<ExploreSummaryData> =>
  import('@site/src/data/explore.json').then((m) => m.default as ExploreSummaryData);

function View({data, lang}: {data: ExploreSummaryData; lang: Lang}): ReactNode {
  const t = EXPLORE_TEXT[lang];
  const cover = coverageLists(data, lang);
  return (
    <>
      <p>{t.figures({...data.settings, recipes: data.recipes, versions: data.versions})}</p>
      <p>
        {t.space}{' '}
        {data.ops.map((op, i) => (
          <span key={op}>
            {i > 0 && (lang === 'zh' ? '、' : ', ')}
            <code>{op}</code>
          </span>
        ))}
        {lang === 'zh' ? '。' : '.'}
      </p>
      <p>{data.longRun ? t.longRun(data.longRun) : t.noLongRun}</p>
      <p>
        {t.coverage(cover.covered.length, data.coverage.features.length, data.settings.runs)}{' '}
        {cover.covered.join(lang === 'zh' ? '、' : ', ')}
        {lang === 'zh' ? '。' : '.'}
      </p>
      {cover.missing.length > 0 && (
        <p>
          {t.notGenerated} {cover.missing.join(lang === 'zh' ? '；' : '; ')}
          {lang === 'zh' ? '。' : '.'}
        </p>
      )}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t.lib}</th>
            <th scope="col">{t.cls}</th>
            <th scope="col">{t.recipe}</th>
          </tr>
        </thead>
        <tbody>
          {data.classes.map((c) => (
            <tr key={`${c.lib}-${c.id}`}>
              <td data-label={t.lib}>{c.lib}</td>
              <td data-label={t.cls}>
                {c[lang].title}
                {c.lib === 'limu' && (
                  <>
                    {' '}
                    <Link className={styles.pitfall} to={`/docs/guides/pitfalls/#explore-${c.id}`}>
                      {t.pitfall}
                    </Link>
                  </>
                )}
              </td>
              <td data-label={t.recipe}>
                <pre className={styles.code}>
                  <code>{[c.base, ...c.statements].join('\n')}</code>
                </pre>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The exploration's summary; its data reaches only the server bundle, like the matrix's. */
export default function ExploreSummary({lang}: {lang: Lang}): ReactNode {
  return (
    <ServerIsland
      serverData={exploreServerData}
      load={load}
      render={(data) => <View data={data} lang={lang} />}
      className={styles.wrap}
    />
  );
}
