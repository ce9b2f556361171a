// Finds what the build only warns about (ARCHITECTURE.md §2: duplicate routes, broken Markdown links and
// anchors are configured to warn) so the test command can fail on it, naming each warning.

export type BuildLogProblem = {kind: 'duplicate routes' | 'broken anchor' | 'broken Markdown link' | 'warning'; text: string};

const KINDS: [BuildLogProblem['kind'], RegExp][] = [
  ['duplicate routes', /duplicate routes?/i],
  ['broken anchor', /broken anchors?/i],
  ['broken Markdown link', /markdown (link|image)|couldn'?t be resolved|broken markdown/i],
];

// Level tags Docusaurus prints at the start of a line (after any ANSI colour codes).
// eslint-disable-next-line no-control-regex -- ESC starts an ANSI colour code: matching it is the point
const TAG = /^(?:\u001b\[[0-9;]*m)*\[(INFO|SUCCESS|WARNING|ERROR)\]/;
// eslint-disable-next-line no-control-regex -- as above
const stripAnsi = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');

/** Every `[WARNING]` block of a Docusaurus build log (the tag line plus its indented details). */
export function findBuildLogProblems(log: string): BuildLogProblem[] {
  const lines = stripAnsi(log).split(/\r?\n/);
  const problems: BuildLogProblem[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const tag = TAG.exec(lines[i]);
    const looseWarning = !tag && /\b(duplicate routes? found|broken (markdown )?links?|broken anchors?)\b/i.test(lines[i]);
    if (tag?.[1] !== 'WARNING' && !looseWarning) continue;
    const block = [lines[i].trim()];
    // Details follow on the next lines until a blank line or the next tagged line.
    while (i + 1 < lines.length && lines[i + 1].trim() !== '' && !TAG.test(lines[i + 1])) {
      block.push(lines[i + 1].trim());
      i += 1;
    }
    const text = block.join('\n');
    const kind = KINDS.find(([, re]) => re.test(text))?.[0] ?? 'warning';
    problems.push({kind, text});
  }
  return problems;
}

export function formatProblems(problems: BuildLogProblem[]): string {
  return problems.map((p) => `- ${p.kind}: ${p.text.split('\n').join('\n    ')}`).join('\n');
}
