// The tables of the behaviour matrix, rendered from the probe results (src/data/behaviour.json).
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {LIBS, type BehaviourData, type Cell, type MatrixData, type Row} from '../../data/behaviour.types';
import {ICON, TEXT, type Lang} from './text';
import {limuDiffers, summaryLine} from './counts';
import styles from './styles.module.css';

export type {Lang};

function CellView({
  cell,
  lang,
  changesBase,
  column,
}: {
  cell: Cell;
  lang: Lang;
  changesBase: boolean;
  column: string;
}): ReactNode {
  const t = TEXT[lang];
  return (
    <td className={styles[cell.status]} data-label={column}>
      <span className={styles.value}>
        <span aria-hidden="true" className={styles.icon}>
          {ICON[cell.status]}
        </span>{' '}
        <strong>{t[cell.status]}</strong>
        {cell.got !== undefined && (
          <>
            {cell.status === 'differs' ? ` · ${t.got} ` : ': '}
            <code>{cell.got}</code>
          </>
        )}
        {!cell.baseKept && !changesBase && <span className={styles.flag}>⚠ {t.baseChanged}</span>}
        {cell.frozen && <span className={styles.note}>❄ {t.frozen}</span>}
      </span>
    </td>
  );
}

/** The three libraries do not all give the same outcome (freezing aside: immer freezes by default). */
export function librariesDisagree(row: Row): boolean {
  return new Set(LIBS.map((lib) => `${row[lib].status} ${row[lib].got ?? ''} ${row[lib].baseKept}`)).size > 1;
}

function RowView({
  row,
  lang,
  versions,
  pitfall,
}: {
  row: Row;
  lang: Lang;
  versions: BehaviourData['versions'];
  /** The pitfalls section that covers this row. */
  pitfall: string | undefined;
}): ReactNode {
  const t = TEXT[lang];
  // Rows are anchors the pitfalls page links to; tell the broken-anchor check they exist.
  useBrokenLinks().collectAnchor(row.id);
  // The filter (filter.ts) reads these flags from the HTML: the results never reach page JS.
  return (
    <tr
      id={row.id}
      className={styles.row}
      data-limu-differs={limuDiffers(row) || undefined}
      data-disagree={librariesDisagree(row) || undefined}
    >
      <th scope="row">
        <a href={`#${row.id}`} className={styles.anchor} aria-label={t.anchor(row[lang])}>
          #
        </a>{' '}
        {row[lang]}
        {pitfall && (
          <Link className={styles.pitfall} to={`/docs/guides/pitfalls/#${pitfall}`}>
            {t.pitfall}
          </Link>
        )}
        <details className={styles.details}>
          <summary>{t.code}</summary>
          <pre className={styles.code}>
            <code>{row.code}</code>
          </pre>
        </details>
      </th>
      <td data-label={t.expected}>
        <code>{row.expected}</code>
      </td>
      {LIBS.map((lib) => (
        <CellView
          key={lib}
          cell={row[lib]}
          lang={lang}
          changesBase={Boolean(row.changesBase)}
          column={`${lib} ${versions[lib]}`}
        />
      ))}
    </tr>
  );
}

/** One group of the behaviour matrix as a table. */
export function GroupTable({data: DATA, group, lang}: {data: MatrixData; group: string; lang: Lang}): ReactNode {
  const t = TEXT[lang];
  const meta = DATA.groups.find((g) => g.id === group);
  if (!meta)
    throw new Error(
      `BehaviourMatrix: unknown group '${group}' (groups in src/data/behaviour.json: ${DATA.groups.map((g) => g.id).join(', ')})`,
    );
  const rows = DATA.rows.filter((r) => r.group === group);
  return (
    <table className={styles.table} data-group={group}>
      <caption>{t.caption(meta[lang], rows.length)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.operation}</th>
          <th scope="col">{t.expected}</th>
          {LIBS.map((lib) => (
            <th scope="col" key={lib}>
              {lib} {DATA.versions[lib]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <RowView key={row.id} row={row} lang={lang} versions={DATA.versions} pitfall={DATA.pitfalls[row.id]} />
        ))}
      </tbody>
    </table>
  );
}

/**
 * The filter's controls, drawn with the summary from the data (group names, row counts). Disabled in
 * the HTML: the browser's filter (filter.ts) enables them, so a reader without JavaScript gets the
 * full matrix and no control that does nothing.
 */
function FilterForm({data: DATA, lang}: {data: BehaviourData; lang: Lang}): ReactNode {
  const t = TEXT[lang];
  const total = DATA.rows.length;
  const options = [
    {value: 'all', label: t.all, count: total},
    {value: 'limu', label: t.limuDiffers, count: DATA.rows.filter(limuDiffers).length},
    {value: 'disagree', label: t.disagree, count: DATA.rows.filter(librariesDisagree).length},
  ];
  return (
    <form className={styles.filter} data-matrix-filter="" aria-label={t.filter}>
      <fieldset disabled>
        <fieldset className={styles.show}>
          <legend>{t.show}</legend>
          {options.map((o) => (
            <label key={o.value}>
              <input type="radio" name="show" value={o.value} defaultChecked={o.value === 'all'} /> {o.label} ({o.count}
              )
            </label>
          ))}
        </fieldset>
        <label className={styles.group}>
          {t.group}{' '}
          <select name="group" defaultValue="">
            <option value="">{t.allGroups}</option>
            {DATA.groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g[lang]}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <p role="status" className={styles.count} data-matrix-count="" data-total={total}>
        {t.count(total, total)}
      </p>
    </form>
  );
}

/**
 * The filter a link asks for (?show=limu&group=map), set on <html> while the page arrives, before the
 * tables: they are laid out filtered from the first paint (no shift), and the browser's scroll
 * restoration on Back finds the rows the reader left. filter.ts applies the same rules once the page
 * runs. Values the page does not know are ignored.
 */
function filterBootScript(groups: readonly string[]): string {
  return `(function(){var p=new URLSearchParams(location.search),s=p.get('show'),g=p.get('group'),h=document.documentElement;if(s==='limu'||s==='disagree')h.setAttribute('data-matrix-show',s);if(${JSON.stringify(groups)}.indexOf(g)>=0)h.setAttribute('data-matrix-group',g)})()`;
}

/** The choice of one group hides the others' tables and headings (the show rules: styles.module.css). */
function groupRules(groups: readonly string[]): string {
  const others = (g: string) => `table[data-group]:not([data-group='${g}'])`;
  const selectors = groups.flatMap((g) => [
    `html[data-matrix-group='${g}'] .${styles.wrap}:has(> ${others(g)})`,
    `html[data-matrix-group='${g}'] .markdown h2:has(+ .${styles.wrap} > ${others(g)})`,
  ]);
  return `${selectors.join(',')}{display:none}`;
}

/** Counts per library and status, for the summary above the tables, and the filter. */
export function Summary({data: DATA, lang}: {data: BehaviourData; lang: Lang}): ReactNode {
  const t = TEXT[lang];
  return (
    <>
      <p>{t.countNote}</p>
      <ul>
        {LIBS.map((lib) => (
          <li key={lib} data-summary={lib}>
            <strong>
              {lib} {DATA.versions[lib]}
            </strong>
            {`${lang === 'zh' ? '：' : ': '}${summaryLine(DATA, lib, lang)}`}
          </li>
        ))}
      </ul>
      <FilterForm data={DATA} lang={lang} />
      {/* why: CSS built from the group ids of the data alone (no reader input); server HTML only (ServerIsland). */}
      <style dangerouslySetInnerHTML={{__html: groupRules(DATA.groups.map((g) => g.id))}} />
      {/* why: runs as the HTML arrives, before the tables; it compares the query with fixed values only. */}
      <script dangerouslySetInnerHTML={{__html: filterBootScript(DATA.groups.map((g) => g.id))}} />
    </>
  );
}
