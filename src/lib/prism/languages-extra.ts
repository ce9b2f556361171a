// The grammars few pages need (install commands, Markdown and front matter, diffs): a chunk of its
// own, loaded only for a block in one of EXTRA_LANGUAGES (./prism-grammars). yaml comes before
// markdown, whose front-matter rule embeds it.
import Prism from './languages';
import {restoreGlobal} from './expose';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-markdown';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-diff';

restoreGlobal();

export default Prism;
