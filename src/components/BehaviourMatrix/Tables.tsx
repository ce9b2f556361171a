// The tables of the behaviour matrix, rendered from the probe results (src/data/behaviour.json).
import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {LIBS, type BehaviourData, type Cell, type Row} from './types';
import styles from './styles.module.css';

export type Lang = 'zh' | 'en';

const TEXT = {
  zh: {
    operation: '操作',
    expected: '期望（普通对象上直接修改的结果）',
    code: '代码',
    same: '相同',
    differs: '不同',
    throws: '抛错',
    na: '无对应 API',
    got: '得到',
    baseChanged: 'base 被改动',
    frozen: '结果已冻结',
    caption: (group: string, n: number) => `${group}：${n} 项探测`,
    anchor: (label: string) => `本行链接：${label}`,
  },
  en: {
    operation: 'Operation',
    expected: 'Expected (the same change on a plain copy)',
    code: 'Code',
    same: 'same',
    differs: 'differs',
    throws: 'throws',
    na: 'no equivalent API',
    got: 'got',
    baseChanged: 'base changed',
    frozen: 'result frozen',
    caption: (group: string, n: number) => `${group}: ${n} probes`,
    anchor: (label: string) => `Link to this row: ${label}`,
  },
} as const;

// Text and an icon for each status: colour is never the only signal.
const ICON = {same: '✓', differs: '✗', throws: '⚠', na: '–'} as const;


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
  if (!meta) throw new Error(`BehaviourMatrix: unknown group '${group}' (groups in src/data/behaviour.json: ${DATA.groups.map((g) => g.id).join(', ')})`);
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
