// The grammars in prismjs/components/* register themselves on a free global `Prism` while they load
// (as in @docusaurus/theme-classic/lib/prism-include-languages.js): expose the instance before languages.ts
// imports them. prism-core itself only sets the global in browsers and where `global` exists.
import './global';
import Prism from 'prismjs/components/prism-core';

(globalThis as {Prism?: unknown}).Prism = Prism;

export default Prism;
