const L=require('limu');
const base = { count: 1, cfg: { x: 1 } };
let count, missing, cfgIsDraft;
const next = L.produce(base, (draft) => {
  count = draft.count;
  missing = draft.missing;
  cfgIsDraft = L.isDraft(draft.cfg);
  draft.cfg.x = 2;
}, { customKeys: ['count', 'cfg', 'missing'] });
console.log(count, missing, cfgIsDraft, base.cfg.x, next===base);
