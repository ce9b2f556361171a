const L=require('limu');
function changed(base, fn){ const seen=[]; L.produce(base, fn, {onOperate:(p)=>{ if(p.op==='get' && p.isBuiltInFnKey) seen.push([p.key,p.isChanged]);}}); return seen; }
for (const m of ['push','pop','shift','unshift','splice','sort','reverse','fill','copyWithin']) {
  console.log(m, JSON.stringify(changed({l:[3,1,2]}, d=>{ const a=d.l; if(m==='push'||m==='unshift') a[m](9); else if(m==='splice') a.splice(0,1); else if(m==='fill') a.fill(0); else if (m==='copyWithin') a.copyWithin(0,1); else a[m](); })));
}
console.log('map set', JSON.stringify(changed({m:new Map([['a',1]])}, d=>{d.m.set('a',2)})));
console.log('map delete', JSON.stringify(changed({m:new Map([['a',1]])}, d=>{d.m.delete('a')})));
console.log('map get', JSON.stringify(changed({m:new Map([['a',1]])}, d=>{d.m.get('a')})));
console.log('set add', JSON.stringify(changed({s:new Set([1])}, d=>{d.s.add(2)})));
console.log('set delete', JSON.stringify(changed({s:new Set([1])}, d=>{d.s.delete(1)})));
console.log('set clear', JSON.stringify(changed({s:new Set([1])}, d=>{d.s.clear()})));
console.log('map clear', JSON.stringify(changed({m:new Map([['a',1]])}, d=>{d.m.clear()})));
console.log('arr map', JSON.stringify(changed({l:[1]}, d=>{d.l.map(x=>x)})));
// plain get
const s=[]; L.produce({a:{b:1}}, d=>{d.a.b}, {onOperate:p=>s.push([p.op,p.key,p.isChanged])}); console.log(JSON.stringify(s));
