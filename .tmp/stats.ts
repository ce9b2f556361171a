import {limuNames, normalizeSentence, parsePage} from '../scripts/lib/claims/coverage';
import {loadLedger} from '../scripts/claims-coverage';
const pages = process.argv.slice(2);
(async () => {
  const names = limuNames();
  const ledger = loadLedger();
  for (const page of pages) {
    const row: string[] = [page];
    for (const [loc, file] of [['zh', `docs/${page}.md`], ['en', `i18n/en/docusaurus-plugin-content-docs/current/${page}.md`]] as const) {
      const p = await parsePage(file, names);
      const ss = ledger.filter((e) => e.page === page).map((e) => normalizeSentence(e[loc]));
      let s = 0, l = 0, m = 0, u = 0;
      for (const x of p.units) {
        if (!x.names.length) continue;
        if (x.marker !== null) m++;
        else if (ss.some((t) => x.text.includes(t))) l++;
        else if (x.sampled) s++;
        else u++;
      }
      row.push(`${loc}: naming ${s + l + m + u} = sample ${s} + ledger ${l} + marker ${m} + uncovered ${u}`);
    }
    console.log(row.join(' | '), `| ledger entries ${ledger.filter((e) => e.page === page).length}`);
  }
})();
