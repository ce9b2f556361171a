// The tables of the behaviour matrix, rendered from the probe results (src/data/behaviour.json).
import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {LIBS, type BehaviourData, type Cell, type Row} from './types';
import {ICON, TEXT, type Lang} from './text';
import styles from './styles.module.css';

export type {Lang};

function CellView({cell, lang, changesBase}: {cell: Cell; lang: Lang; changesBase: boolean}): ReactNode {
  const t = TEXT[lang];
  return (
    <td className={styles[cell.status]}>
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
    </td>
  );
}

function RowView({row, lang}: {row: Row; lang: Lang}): ReactNode {
  const t = TEXT[lang];
  // Rows are anchors the pitfalls page links to; tell the broken-anchor check they exist.
  useBrokenLinks().collectAnchor(row.id);
  return (
    <tr id={row.id}>
      <th scope="row">
        <a href={`#${row.id}`} className={styles.anchor} aria-label={t.anchor(row[lang])}>
          #
        </a>{' '}
        {row[lang]}
        <details className={styles.details}>
          <summary>{t.code}</summary>
          <pre className={styles.code}>
            <code>{row.code}</code>
          </pre>
        </details>
      </th>
      <td>
        <code>{row.expected}</code>
      </td>
      {LIBS.map((lib) => (
        <CellView key={lib} cell={row[lib]} lang={lang} changesBase={Boolean(row.changesBase)} />
      ))}
    </tr>
  );
}

/** One group of the behaviour matrix as a table. */
export function GroupTable({data: DATA, group, lang}: {data: BehaviourData; group: string; lang: Lang}): ReactNode {
  const t = TEXT[lang];
  const meta = DATA.groups.find((g) => g.id === group);
  if (!meta)
    throw new Error(
      `BehaviourMatrix: unknown group '${group}' (groups in src/data/behaviour.json: ${DATA.groups.map((g) => g.id).join(', ')})`,
    );
  const rows = DATA.rows.filter((r) => r.group === group);
  return (
    <table className={styles.table}>
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
          <RowView key={row.id} row={row} lang={lang} />
        ))}
      </tbody>
    </table>
  );
}

/** Counts per library and status, for the summary above the tables. */
export function Summary({data: DATA, lang}: {data: BehaviourData; lang: Lang}): ReactNode {
  const t = TEXT[lang];
  return (
    <ul>
      {LIBS.map((lib) => {
        const count = (s: Cell['status']) => DATA.rows.filter((r) => r[lib].status === s).length;
        return (
          <li key={lib}>
            <strong>
              {lib} {DATA.versions[lib]}
            </strong>
            {`: ${ICON.same} ${t.same} ${count('same')} · ${ICON.differs} ${t.differs} ${count('differs')} · ${ICON.throws} ${t.throws} ${count('throws')} · ${ICON.na} ${t.na} ${count('na')}`}
          </li>
        );
      })}
    </ul>
  );
}
