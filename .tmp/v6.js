const L=require('limu');
const k=(r)=>JSON.stringify(Object.keys(r));
let r=L.produce({s:new Set([{a:1}])},d=>{ d.s.forEach(x=>{x.a=2}) }); console.log('forEach', k(r.s), JSON.stringify([...r.s]));
r=L.produce({s:new Set([{a:1}])},d=>{ const [x]=d.s; x.a=2 }); console.log('destr', k(r.s), JSON.stringify([...r.s]));
r=L.produce({s:new Set([{a:1}])},d=>{ for (const x of d.s.values()) x.a=2 }); console.log('values', k(r.s), JSON.stringify([...r.s]));
r=L.produce({s:new Set([1])},d=>{ d.s.add(2) }); console.log('add', k(r.s));
r=L.produce({m:new Map([['a',1]])},d=>{ d.m.set('a',2) }); console.log('map set only', k(r.m));
r=L.produce({m:new Map([['a',{v:1}]])},d=>{ d.m.get('a').v=2 }); console.log('map member', k(r.m));
let calls=[]; r=L.produce({m:new Map([['a',{v:1}]])},d=>{ d.m.get('a').v=2 },{onOperate:p=>calls.push(p.op+':'+String(p.key))}); const before=calls.length; r.m.get('a'); r.m.set('b',1); console.log('after', calls.slice(before));
