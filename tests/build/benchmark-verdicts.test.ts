// Issue 39.3, on the build: the benchmark page and the comparison guide name the environment of every
// verdict and say which way each environment goes, the chart is scaled to the libraries (the
// hand-written spread cannot shrink them), and the page tells a reader why their run may differ.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {groupScale} from '../../src/lib/bench/figures';
import type {ReferenceData} from '../../src/lib/bench/releases';
import {LOCALES, localeDir} from './support/site-pages';

const data = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../src/lib/bench/reference.json'), 'utf8'),
) as ReferenceData;
const NODE = `Node.js ${data.node}`;
const CHROMIUM = data.browser ?? 'Chromium';
const html = (locale: (typeof LOCALES)[number], route: string) =>
  load(readFileSync(path.join(localeDir(locale), route, 'index.html'), 'utf8'));

for (const locale of LOCALES) {
  describe(`benchmark verdicts ${locale}`, () => {
    it('draws each reference chart group to the scale of its fastest library, the spread cut and marked', () => {
      const $ = html(locale, 'benchmark');
      const svg = $('[data-testid="bench-reference-chart"]');
      const [, , width] = (svg.attr('viewBox') ?? '').split(' ').map(Number);
      expect(width).toBeGreaterThan(0);
      // Groups: the bars after each group title, in order.
      const groups: Array<Array<{lib: string; w: number}>> = [];
      svg.children().each((_, el) => {
        const node = $(el);
        if (el.tagName === 'text') groups.push([]);
        else if (node.attr('data-library'))
          groups.at(-1)!.push({lib: node.attr('data-library')!, w: Number(node.find('rect').attr('width'))});
      });
      expect(groups.length).toBe(10);
      // The bar area each group implies, from its fastest library's bar and the scale of
      // `groupScale` (its fastest library with its margin): the same for every group, and the full
      // width a cut spread bar takes. Scaled to the spread, the groups would imply different areas.
      const browser = data.results.browser;
      const keys = [...new Set(browser.map((r) => `${r.scenario}|${r.freeze}`))];
      const implied = groups.map((g, i) => {
        const results = browser.filter((r) => `${r.scenario}|${r.freeze}` === keys[i]);
        const libs = results.filter((r) => r.library !== 'spread');
        const best = libs.reduce((a, b) => (b.hz > a.hz ? b : a));
        const bar = g.find((b) => b.lib === best.library)!.w;
        return bar / (best.hz / groupScale(results));
      });
      const widest = Math.max(...groups.flat().map((b) => b.w));
      for (const area of implied) expect(Math.abs(area - widest), `implied bar areas ${implied.join(', ')}`).toBeLessThan(1);
      const cut = svg.find('path[data-cut]').length;
      const spreadAbove = data.results.browser.filter((r) => {
        if (r.library !== 'spread') return false;
        const libs = data.results.browser.filter(
          (x) => x.scenario === r.scenario && x.freeze === r.freeze && x.library !== 'spread',
        );
        return r.hz > Math.max(...libs.map((x) => x.hz * (1 + x.rme / 100)));
      }).length;
      expect(cut, 'cut spread bars').toBe(spreadAbove);
    });

    it('says, per environment, which way limu goes, and why a reader’s run may differ', () => {
      const $ = html(locale, 'benchmark');
      const summary = $('[data-testid="bench-directions"] li[data-env]')
        .map((_, li) => $(li).text())
        .get();
      expect(summary).toHaveLength(2);
      expect(summary[0]).toContain(NODE);
      expect(summary[1]).toContain(CHROMIUM);
      const ways = (env: string) =>
        $(`[data-testid="bench-directions"] table[data-env="${env}"] td[data-way]`)
          .map((_, td) => $(td).attr('data-way'))
          .get();
      expect(ways('node')).toHaveLength(20);
      expect(ways('node'), 'the two environments differ somewhere (the reference run)').not.toEqual(ways('browser'));
      expect($('[data-testid="bench-why"] li').length).toBeGreaterThanOrEqual(3);
    });

    it('names both environments in each limu-against-immer comparison of the guide', () => {
      const $ = html(locale, 'docs/guides/comparison');
      const items = $('#performance')
        .nextAll('ul')
        .first()
        .find('li')
        .map((_, li) => $(li).text())
        .get();
      expect(items).toHaveLength(5);
      for (const item of items) {
        expect(item).toContain(`${NODE}${locale === 'en' ? ': ' : '：'}limu`);
        expect(item).toContain(`${CHROMIUM}${locale === 'en' ? ': ' : '：'}limu`);
      }
    });

    it('says why the releases table gives the installed limu other figures than the Node table', () => {
      // Issue 51: limu 4.1.3 is in both tables, measured in separate rounds. The sentence names the case
      // where the two figures differ the most, with both figures as the tables print them.
      const version = data.libraries.limu;
      const pairs = data.releases.results
        .filter((r) => r.version === version)
        .map((here) => ({here, there: data.results.node.find((r) => `${r.id}|${version}` === here.id)!}));
      expect(pairs.length).toBe(10);
      const factor = ({here, there}: (typeof pairs)[number]) => Math.max(here.hz / there.hz, there.hz / here.hz);
      const worst = pairs.reduce((a, b) => (factor(b) > factor(a) ? b : a));
      expect(factor(worst)).toBeGreaterThan(1.05);
      const fmt = (hz: number) => (hz >= 100 ? Math.round(hz).toLocaleString('en-US') : hz.toFixed(2));
      const $ = html(locale, 'benchmark');
      const note = $('[data-testid="bench-releases-same"]').text();
      const table = (testId: string) => $(`[data-testid="${testId}"]`).text();
      expect(note).toContain(locale === 'en' ? `The ${version} column is the same code` : `表中的 ${version} 与上面 Node 表里的 limu 是同一份代码`);
      expect(note).toContain(`autoFreeze ${worst.here.freeze ? 'on' : 'off'}`);
      for (const figure of [fmt(worst.here.hz), fmt(worst.there.hz), factor(worst).toFixed(1)])
        expect(note, `${figure} in the releases note`).toContain(figure);
      // Both figures are the ones the two tables print.
      expect(table('bench-releases-table')).toContain(fmt(worst.here.hz));
      expect(table('bench-ref-node')).toContain(fmt(worst.there.hz));
    });
  });
}
