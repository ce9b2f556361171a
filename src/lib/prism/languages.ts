// The grammars of the JavaScript family, which nearly every code block uses, in the order
// prism-react-renderer 2.4.1 loads them (an `insertBefore` or `extend` sees only the grammars loaded
// before it, so the order shapes the tokens): markup (html), regex (inside JS regex literals), clike,
// javascript, javadoclike, typescript, jsdoc, js-extras, jsx, tsx, then json. The rest (yaml,
// markdown, bash, diff) is ./languages-extra, a chunk of its own that only a page with such a block
// loads: none of these grammars extends or is extended by the ones here, so splitting them off does
// not change a token (tests/unit/prism.test.ts compares with the real package). Not css: no html block
// of ours has a <style> (the real package would colour one; ours shows it as plain text).
import Prism from './core';
import {previousPrism} from './global';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsdoc';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-json';

// Same cleanup as theme-classic's prism-include-languages: no global left behind unless one was there.
const g = globalThis as {Prism?: unknown};
if (previousPrism === undefined) delete g.Prism;
else g.Prism = previousPrism;

export default Prism;
