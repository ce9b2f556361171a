// The inspector's chunk and the Prism grammars of its editor, fetched together on first use.
import {loadPrism} from '@site/src/lib/prism';

export const loadInspector = () =>
  Promise.all([
    import(/* webpackChunkName: "inspector" */ '@site/src/components/Inspector/Inspector'),
    loadPrism(),
  ]).then(([module]) => module);
