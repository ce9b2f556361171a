// Issue 27.1: one set of benchmark numbers. Pages quote figures only through the components of
// src/components/BenchFigure, which read the reference run (src/lib/bench/reference.json); a figure
// typed into prose fails here, naming its file and line.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT, markdownPairs} from './collect';
import {benchComponents, typedBenchFigures} from './bench-lint';
import {findCase} from '../../src/lib/bench/figures';
import type {ReferenceData} from '../../src/lib/bench/releases';

const data = JSON.parse(readFileSync(path.join(ROOT, 'src/lib/bench/reference.json'), 'utf8')) as ReferenceData;
const read = (f: string) => readFileSync(path.join(ROOT, f), 'utf8');
const files = markdownPairs().flatMap((p) => [p.zh, p.en].filter((f): f is string => f !== null));

describe('benchmark figures come from the reference run', () => {
  it('no page types a benchmark figure into its prose', () => {
    const typed = files.flatMap((f) => typedBenchFigures(read(f)).map((t) => `${f}:${t.line}: ${t.rule}: ${t.text}`));
    expect(typed).toEqual([]);
  });

  it('the lint catches the figures the pages used to type', () => {
    const old = [
      '| 改大对象的一个字段（update-field） | 关 | 5,394 | 2,274 | 18,382 | 2,798 |',
      '在本站性能测试的 read-only 场景里，limu 比 immer 慢约 15 倍。',
      '中，limu 每秒完成 63 次，immer 941 次（Node.js 20.20.2，2026-11-22）',
      "Reading all 1,000 todo items without writing (read-only) ran at 63 for limu and 941 for immer, about 15 times slower for limu.",
      "limu's push-array without freezing measured 14,192 and then 19,621 updates per second",
      'Freezing made these two scenarios about 3 and 6 times slower.',
    ];
    for (const text of old) expect(typedBenchFigures(text).length, text).toBeGreaterThan(0);
    // Sizes of the data and versions are not figures.
    expect(typedBenchFigures('读遍 1,000 个待办项（read-only），limu 4.1.3、immer 11.2.10')).toEqual([]);
    expect(typedBenchFigures('changing one field of a 1,000-key object (update-field)')).toEqual([]);
  });

  it('every benchmark component names a case of the data, and a ratio points the way the data does', () => {
    const problems: string[] = [];
    for (const f of files) {
      for (const c of benchComponents(read(f))) {
        const where = `${f}:${c.line}: <${c.name}>`;
        const env = c.props.env === 'browser' ? 'browser' : 'node';
        try {
          for (const key of ['case', 'a', 'b', 'faster', 'slower']) if (c.props[key]) findCase(data, c.props[key], env);
          if (c.name === 'BenchRatio' && findCase(data, c.props.faster!, env).hz < findCase(data, c.props.slower!, env).hz)
            problems.push(`${where}: ${c.props.faster} is not faster than ${c.props.slower} in the reference run`);
        } catch (error) {
          problems.push(`${where}: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('a page with figures says once where they come from; a post names its date, in both locales', () => {
    const problems: string[] = [];
    for (const pair of markdownPairs()) {
      const sides = [pair.zh, pair.en].filter((f): f is string => f !== null);
      const shapes = sides.map((f) =>
        benchComponents(read(f))
          .map((c) => `${c.name} ${JSON.stringify(c.props)}`)
          .join('\n'),
      );
      if (shapes.length === 2 && shapes[0] !== shapes[1])
        problems.push(`${pair.zh} and ${pair.en} quote different benchmark figures`);
      for (const f of sides) {
        const used = benchComponents(read(f));
        if (used.length === 0) continue;
        const sources = used.filter((c) => c.name === 'BenchSource');
        if (sources.length !== 1) problems.push(`${f}: ${sources.length} <BenchSource />, want 1 beside its figures`);
        const postDate = /(?:^|\/)(\d{4}-\d{2}-\d{2})-[^/]+\.mdx?$/.exec(f)?.[1];
        if (postDate && sources[0]?.props.post !== postDate)
          problems.push(`${f}: a post's <BenchSource post="${postDate}" /> says the run is later than the post`);
      }
    }
    expect(problems).toEqual([]);
  });
});
