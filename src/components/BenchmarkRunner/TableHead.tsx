import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

/** The head row of both result tables (the reference run and the reader's own): scenario, autoFreeze, one column per entry. */
export default function TableHead({columns}: {columns: {key: string; label: string}[]}): ReactNode {
  return (
    <thead>
      <tr>
        <th scope="col">
          <Translate id="benchmark.table.scenario">场景</Translate>
        </th>
        <th scope="col">autoFreeze</th>
        {columns.map((c) => (
          <th scope="col" key={c.key}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
