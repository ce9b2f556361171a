const L=require('limu');
(async()=>{
const b={l:[1]}; const v=L.immut(b); void v.l.then; console.log(Object.keys(b.l), b.l.then, b.l.length, JSON.stringify(b.l));
const b2={l:[1]}; const v2=L.immut(b2); const r = await v2.l; console.log(Object.keys(b2.l), r===v2.l);
const b3={l:[1]}; const d3=L.createDraft(b3,{readOnly:true}); void d3.l.foo; console.log(Object.keys(b3.l)); L.finishDraft(d3);
const b4={o:{a:1}}; const v4=L.immut(b4); void v4.o.then; void v4.then; console.log(Object.keys(b4.o), Object.keys(b4));
const b5=[1]; const v5=L.immut(b5); void v5.foo; console.log('root arr', Object.keys(b5));
const b6={l:[1]}; L.produce(b6, d=>{ void d.l.foo }); console.log('produce', Object.keys(b6.l));
const I=require('immer'); const b7={l:[1]}; I.produce(b7, d=>{ void d.l.foo }); console.log('immer', Object.keys(b7.l));
})();
