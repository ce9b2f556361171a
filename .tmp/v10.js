const {produce}=require('limu');
const base = { a: { x: 1 }, inner: null };
const next = produce(base, (draft) => {
  draft.b = draft.a;
  draft.inner = produce({ ref: null }, (innerDraft) => {
    innerDraft.ref = draft.a;
  });
});
console.log(next.b.x);
try { console.log(next.inner.ref.x) } catch(e) { console.log(e.message) }
