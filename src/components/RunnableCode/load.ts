// The Run button's chunk (the editor, with its own highlighter, and the sandbox), loaded on the first press.
export const loadRunnableCode = () =>
  import(/* webpackChunkName: "runnable-code" */ '@site/src/components/RunnableCode');
