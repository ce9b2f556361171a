
import {limuNames, normalizeSentence, parsePage} from '../scripts/lib/claims/coverage';
import {loadLedger} from '../scripts/claims-coverage';
const page = process.argv[2];
const all = process.argv.includes('--all');
(async () => {
  const names = limuNames();
  const ledger = loadLedger();
  const zh = await parsePage(`docs/${page}.md`, names);
  const en = await parsePage(`i18n/en/docusaurus-plugin-content-docs/current/${page}.md`, names);
  const zs = ledger.map((e) => normalizeSentence(e.zh));
  const es = ledger.map((e) => normalizeSentence(e.en));
  en.units.forEach((u, i) => {
    const z = zh.units[i];
    const inL = es.some((s) => u.text.includes(s)) && zs.some((s) => z.text.includes(s));
    const flag = u.names.length ? (u.marker !== null ? 'M' : inL ? 'L' : u.sampled ? 'S' : 'U') : '-';
    if (all || flag === 'U') console.log(`${flag} ${u.kind} en:${u.line} zh:${z?.line}\n  EN ${u.text}\n  ZH ${z?.text}`);
  });
})();
