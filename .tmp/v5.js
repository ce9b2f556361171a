const L=require('limu'); const I=require('immer');
const base={a:{x:1},c:{y:1},r:{z:1},f:Object.freeze({w:1}), at:new Date(0), re:/a/g, ta:new Uint8Array(2), m:new Map([[1,{}]])};
let l,i;
L.produce(base,d=>{ d.a.x=2; d.r.z; d.f.w; l=L.current(d); });
I.produce(base,d=>{ d.a.x=2; d.r.z; d.f.w; i=I.current(d); });
console.log('limu', l.c===base.c, l.r===base.r, l.f===base.f, l.at===base.at, l.re===base.re, l.ta===base.ta, l.m===base.m);
console.log('immer', i.c===base.c, i.r===base.r, i.f===base.f, i.at===base.at);
let l2; L.produce(base,d=>{ l2=L.current(d.at) }); console.log('child date', l2===base.at);
