// What the BenchFigure components draw from the reference run. Only the server bundle imports this
// statically (src/lib/bench/reference-data.server.ts): in the browser the HTML already shows the
// figures, so this code and its labels (~3.5 KiB gzip) load only after a client-side navigation,
// with the data (./index.tsx).
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ReferenceData} from '@site/src/lib/bench/releases';
import {
  compareText,
  findCase,
  formatFigure,
  formatRatio,
  rangeText,
  sourceText,
  type BenchEnv,
  type BenchLang,
  type CaseRef,
} from '@site/src/lib/bench/figures';
import {EnvTable} from '@site/src/components/BenchmarkRunner/ResultTable';

export const views = {
  figure: (data: ReferenceData, ref: CaseRef, env?: BenchEnv): ReactNode => formatFigure(findCase(data, ref, env).hz),
  range: (data: ReferenceData, ref: CaseRef, env?: BenchEnv): ReactNode => rangeText(findCase(data, ref, env)),
  ratio: (data: ReferenceData, faster: CaseRef, slower: CaseRef, env?: BenchEnv): ReactNode =>
    formatRatio(findCase(data, faster, env).hz, findCase(data, slower, env).hz),
  compare: (data: ReferenceData, a: CaseRef, b: CaseRef, lang: BenchLang, env?: BenchEnv): ReactNode =>
    compareText(data, a, b, lang, env),
  source: (data: ReferenceData, lang: BenchLang, env?: BenchEnv, post?: string): ReactNode => (
    <p>
      {sourceText(data, lang, env, post)} <Link to="/benchmark">{lang === 'zh' ? '性能测试页' : 'Benchmark page'}</Link>
    </p>
  ),
  table: (data: ReferenceData, env: BenchEnv): ReactNode => <EnvTable env={env} data={data} />,
};

export type BenchViews = typeof views;
