import type {ReactNode} from 'react';
import glossary from '@site/src/data/glossary.json';
import ScrollTable from '@site/src/components/ScrollTable';
import {LABELS, type Term} from './labels';
import styles from './styles.module.css';

// The glossary page renders the same data the content lint enforces (src/data/glossary.json),
// so the page and the rule cannot drift apart.

const TERMS = glossary.terms as Term[];

/** `a` → <code>a</code>: definitions carry API names in backticks, as the Markdown pages do. */
function withCode(text: string): ReactNode[] {
  return text
    .split(/(`[^`]+`)/)
    .map((part, i) => (part.startsWith('`') && part.endsWith('`') ? <code key={i}>{part.slice(1, -1)}</code> : part));
}

export default function Glossary({lang}: {lang: 'zh' | 'en'}): ReactNode {
  const l = LABELS[lang];
  return (
    <ScrollTable className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{l.term}</th>
          <th scope="col" lang={lang === 'zh' ? 'en' : 'zh-Hans'}>
            {l.other}
          </th>
          <th scope="col">{l.definition}</th>
          <th scope="col">{l.avoid}</th>
        </tr>
      </thead>
      <tbody>
        {TERMS.map((t) => {
          const avoid = lang === 'zh' ? t.forbiddenZh : t.forbiddenEn;
          return (
            <tr key={t.id} id={t.id}>
              <th scope="row">{lang === 'zh' ? t.zh : t.en}</th>
              <td lang={lang === 'zh' ? 'en' : 'zh-Hans'}>{lang === 'zh' ? t.en : t.zh}</td>
              <td>{withCode(lang === 'zh' ? t.zhDefinition : t.enDefinition)}</td>
              <td>{avoid.length ? avoid.join(lang === 'zh' ? '、' : ', ') : '–'}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
