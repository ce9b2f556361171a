// Benchmark figures typed into prose (issue 27.1): every figure a page quotes comes from the reference
// run (src/lib/bench/reference.json) through the components of src/components/BenchFigure.

/** The benchmark's scenario ids: a paragraph naming one talks about measurements. */
const SCENARIO = /\b(update-field|push-array|update-nested|read-only|map-set)\b|性能测试|benchmark/i;
/** Numbers that are sizes of the data, not measurements. */
const SIZE_UNIT = /^\s*(?:(?:todo\s+)?items?\b|个待办|[-‑]?(?:items?|keys?|entries|键|项|个|元素)\b|个|项|键|毫秒|ms\b|次调用|KiB|kB|%?\s*(?:gzip|brotli))/;

const RULES: {name: string; test: (paragraph: string) => RegExpMatchArray | null; scoped: boolean}[] = [
  {name: 'a rate', test: (p) => p.match(/\d[\d,.]*\s*(?:ops\/s|次\/秒|(?:completed )?updates per second|operations per second)/), scoped: false},
  {name: 'a rate', test: (p) => p.match(/每秒(?:完成|执行|可执行)?(?:的更新)?\s*\d/), scoped: false},
  {name: 'a speed-up', test: (p) => p.match(/\d[\d.]*\s*(?:%\s*(?:faster|slower)|times (?:faster|slower|as many))/i), scoped: false},
  {name: 'a speed-up', test: (p) => p.match(/(?:快|慢)(?:了)?约?\s*\d[\d.]*\s*(?:倍|%)/), scoped: false},
  {name: 'a ratio', test: (p) => p.match(/\d[\d.]*\s*(?:倍|×|times\b)/), scoped: true},
  {
    // `limu 63、immer 941`, `ran at 5,394 for limu`; not a major version (`immer 11 | mutative 2`).
    name: 'a library and a number',
    test: (p) =>
      p.match(
        /\b(?:limu|immer|mutative|spread)\b\s*(?:is|was|ran at|did|[:：])?\s*(?:\d{3,}|\d{1,3},\d{3}|\d+(?=\s*[、,，]\s*(?:limu|immer|mutative|spread)\s*\d))/,
      ),
    scoped: true,
  },
];

export interface TypedFigure {
  line: number;
  rule: string;
  text: string;
}

/** Paragraphs of prose (fenced code, front matter, import lines and inline code left out), with their first line. */
function paragraphs(markdown: string): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  const lines = markdown.split('\n');
  let fence: string | null = null;
  let current: string[] = [];
  let start = 0;
  let inFront = lines[0] === '---';
  const flush = () => {
    if (current.length) out.push({line: start + 1, text: current.join('\n')});
    current = [];
  };
  lines.forEach((raw, i) => {
    if (inFront) {
      if (i > 0 && raw === '---') inFront = false;
      return;
    }
    const f = /^\s*(`{3,}|~{3,})/.exec(raw);
    if (fence) {
      if (f && f[1]!.startsWith(fence)) fence = null;
      return;
    }
    if (f) {
      flush();
      fence = f[1]!;
      return;
    }
    if (raw.trim() === '' || /^import\s/.test(raw)) {
      flush();
      return;
    }
    if (!current.length) start = i;
    // Inline code, links' targets, components (their props name cases, not figures) and versions.
    current.push(
      raw
        .replace(/`[^`]*`/g, '``')
        .replace(/\]\([^)]*\)/g, ']()')
        .replace(/<Bench\w+[^>]*\/>/g, '⟨figure⟩')
        .replace(/\b\d+\.\d+\.\d+\b/g, 'x.y.z'),
    );
  });
  flush();
  return out;
}

/** The benchmark figures typed into a Markdown page's prose, each with its line. */
export function typedBenchFigures(markdown: string): TypedFigure[] {
  const found: TypedFigure[] = [];
  for (const p of paragraphs(markdown)) {
    const scoped = SCENARIO.test(p.text);
    for (const rule of RULES) {
      if (rule.scoped && !scoped) continue;
      const m = rule.test(p.text);
      if (m) found.push({line: p.line + p.text.slice(0, m.index).split('\n').length - 1, rule: rule.name, text: m[0]});
    }
    if (scoped) {
      // Thousands-separated numbers in a paragraph about the benchmark, unless they size the data.
      for (const m of p.text.matchAll(/\d{1,3}(?:,\d{3})+/g)) {
        if (SIZE_UNIT.test(p.text.slice(m.index! + m[0].length))) continue;
        found.push({line: p.line + p.text.slice(0, m.index).split('\n').length - 1, rule: 'a measured number', text: m[0]});
      }
    }
  }
  return found;
}

/** The benchmark components of a page, with their props as written. */
export function benchComponents(markdown: string): {line: number; name: string; props: Record<string, string>}[] {
  const out: {line: number; name: string; props: Record<string, string>}[] = [];
  for (const m of markdown.matchAll(/<(Bench\w+)((?:\s+\w+="[^"]*")*)\s*\/>/g)) {
    const props = Object.fromEntries([...m[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((p) => [p[1]!, p[2]!]));
    out.push({line: markdown.slice(0, m.index).split('\n').length, name: m[1]!, props});
  }
  return out;
}
