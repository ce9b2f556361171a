// The rehype plugin of the code blocks (src/plugins/code-blocks/rehype.ts, README "Types on code
// blocks"): what it hands src/theme/CodeBlock, and that the colours do not depend on how busy the
// machine building the site is.
import type {Element, ElementContent, Root} from 'hast';
import {afterEach, describe, expect, it, vi} from 'vitest';
import rehypeCodeBlocks from '../../src/plugins/code-blocks/rehype';

/** A fenced block as the MDX pipeline hands it to rehype: `<pre><code class="language-…">`. */
function tree(code: string, lang = 'ts', metastring = ''): Root {
  const codeEl: Element = {
    type: 'element',
    tagName: 'code',
    properties: {className: [`language-${lang}`], metastring},
    children: [{type: 'text', value: `${code}\n`}],
  };
  return {type: 'root', children: [{type: 'element', tagName: 'pre', properties: {}, children: [codeEl]}]};
}

async function highlight(code: string, lang = 'ts', metastring = '') {
  const root = tree(code, lang, metastring);
  await rehypeCodeBlocks({locale: 'en'})(root, {path: 'docs/x.md'});
  return (root.children[0] as Element).children[0] as Element;
}

// Long lines of the kind the guides hold: a type annotation and an object literal, so that a grammar
// stopped mid-line starts the next line in the wrong state.
const SAMPLE = [
  "import { produce, type Draft } from 'limu';",
  'type Todo = { id: number; title: string; done: boolean; tags: string[]; meta: Record<string, unknown> };',
  'const next = produce(base, (draft: Draft<{ todos: Todo[] }>) => {',
  '  const index = draft.todos.findIndex((t) => t.id === 2 && t.title.startsWith("a") && !t.done);',
  "  draft.todos[index].tags.push('x', 'y', `z-${index}`);",
  '});',
].join('\n');

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';
/** The lines' markup, classes included: what a reader's colours come from. */
const html = (code: Element) => JSON.stringify(code.children);

afterEach(() => vi.restoreAllMocks());

describe('code blocks at build time', () => {
  it('hand the theme the highlighted lines and the code as written', async () => {
    const code = await highlight(SAMPLE, 'ts', '{2}');
    expect(code.properties.code).toBe(SAMPLE);
    const lines = code.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'span');
    expect(lines).toHaveLength(SAMPLE.split('\n').length);
    expect(lines.map((l) => ([] as unknown[]).concat(l.properties.class).join(' '))).toEqual(
      SAMPLE.split('\n').map((_, i) => (i === 1 ? 'line highlighted' : 'line')),
    );
    expect(lines.map(textOf)).toEqual(SAMPLE.split('\n'));
  });

  it('colour a line the same on a busy machine: no time limit cuts the tokenizer short', async () => {
    const quiet = html(await highlight(SAMPLE));
    // Every reading of the clock is a second later than the last: each line "takes" longer than
    // Shiki's default limit of 500 ms, as a line can on a loaded machine, where the grammar would stop
    // and leave the rest of the line, and the state of the next, wrong.
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    const busy = html(await highlight(SAMPLE));
    expect(busy).toBe(quiet);
  });
});
