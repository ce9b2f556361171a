// The editor highlights with Prism: fetch the grammars alongside the editor's chunk, so the editor
// renders highlighted at once instead of suspending a second time. Runnable samples are JS or TS:
// the JavaScript-family grammars are enough (no yaml/markdown/bash chunk).
import {loadPrism} from '@site/src/lib/prism';

export const loadRunnableCode = () =>
  Promise.all([
    import(/* webpackChunkName: "runnable-code" */ '@site/src/components/RunnableCode'),
    loadPrism('tsx'),
  ]).then(([module]) => module);
