const L=require('limu');
// 1 customKeys
{ const base={a:1,o:{x:1}}; let got=[]; const d=L.createDraft(base,{customKeys:['a','o','zz'], onOperate:(p)=>{ if(p.isCustom) got.push([p.key,p.value]);}}); console.log('1', d.a, d.o, d.zz, got); try{d.o.x=5}catch(e){console.log('err',e.message)} console.log('base.o.x', base.o.x); }
// 2
{ const b={l:[1]}; const v=L.immut(b); void v.l.then; console.log('2', Object.keys(b.l)); const b2={o:{}}; const v2=L.immut(b2); void v2.o.then; console.log('2o',Object.keys(b2.o)); const b3={l:[1]}; const d3=L.createDraft(b3,{readOnly:true}); void d3.l.foo; console.log('2ro',Object.keys(b3.l)); }
// 3
{ const base={cfg:L.markRaw({x:1})}; const r1=L.produce(base,d=>{d.cfg={...d.cfg,x:2}}); console.log('3 syms', Object.getOwnPropertySymbols(r1.cfg)); const r2=L.produce(r1,d=>{d.cfg.x=4}); console.log('3', r1.cfg.x, r2===r1); }
// 5
{ const base={at:new Date(0), re:/a/, ta:new Uint8Array(2), o:{}}; L.produce(base,d=>{ const c=L.current(d); console.log('5', c.at===base.at, c.re===base.re, c.ta===base.ta, c.o===base.o)}); }
{ const I=require('immer'); const base={a:{x:1},b:{y:1}}; I.produce(base,d=>{ d.a.x; d.b.y=2; const c=I.current(d); console.log('5 immer', c.a===base.a)}); }
// 7 createDraft signature
console.log('7', L.createDraft.length);
// 10 cross draft
{ const d1=L.createDraft({a:{x:1}}); const d2=L.createDraft({b:null}); d2.b=d1.a; const r=L.finishDraft(d2); L.finishDraft(d1); try{ console.log('10', r.b.x) }catch(e){console.log('10 err', e.message)} }
{ const r=L.produce({a:{x:1},n:{}},d=>{ d.n = L.produce({b:null}, d2=>{ d2.b=d.a; }); }); try{ console.log('10n', r.n.b.x)}catch(e){console.log('10n err',e.message)} }
{ const r=L.produce({a:{x:1}},d=>{ d.b=d.a; }); console.log('10 same', r.b.x, r.b===r.a); }
// 11
console.log('11', JSON.stringify(L.produce({l:[{a:1},{a:2},{a:3}]},d=>{d.l.copyWithin(0,1)}).l), JSON.stringify([{a:1},{a:2},{a:3}].copyWithin(0,1)));
// 6
{ const r=L.produce({s:new Set([{a:1}]), m:new Map([['k',1]])},d=>{ d.m.set('k',2); }); console.log('6 map set', Object.keys(r.m), Object.keys(r.s)); }
{ const r=L.produce({s:new Set([{a:1}])},d=>{ for(const x of d.s){ x.a=2 } }); console.log('6 set member', Object.keys(r.s)); }
{ const r=L.produce({m:new Map([['k',{a:1}]])},d=>{ d.m.get('k').a=2 }); console.log('6 map member', Object.keys(r.m)); }
