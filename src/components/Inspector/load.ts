// The inspector's chunk (with the editor and its own highlighter), fetched on first use.
export const loadInspector = () =>
  import(/* webpackChunkName: "inspector" */ '@site/src/components/Inspector/Inspector');
