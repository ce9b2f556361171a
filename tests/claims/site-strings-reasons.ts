// Site strings that name limu (scripts/lib/claims/strings.ts) but state nothing a proof could hold: a
// label, a caption, a heading over a card or page whose statements are proven where they are made. Each
// reason says why; tests/claims/coverage.test.ts fails on a string naming limu with neither a ledger entry
// (./site-strings.claims.ts) nor a reason here, and on a reason for a string that no longer exists.
export const SITE_STRING_REASONS: Record<string, string> = {
  'site:code/diagrams.sharing.title': "the diagram's caption: what it draws; the drawing is the guide's sample",
  'site:code/diagrams.lifecycle.title': "the diagram's caption, naming the functions it draws",
  'site:code/benchmark.description': 'says what the page compares; the figures are the reference run',
  'site:code/benchmark.intro': 'how the page measures (Web Worker, tinybench): tests/e2e/benchmark.spec.ts',
  'site:code/benchmark.about.intro': 'how the benchmark runs its scenarios, not a limu behaviour',
  'site:code/benchmark.read.hz': 'how to read the chart (updates per second), not a limu behaviour',
  'site:code/benchmark.read.spread': 'describes the hand-written baseline, not limu',
  'site:code/benchmark.link.intro': 'a link label',
  'site:code/home.demo.intro':
    'the editor runs the installed limu 4.1.3 in a worker: tests/unit/sandbox-execute.test.ts and tests/e2e/runnable.spec.ts',
  'site:code/home.demo.tabsLabel': 'an aria label',
  'site:code/home.demo.benchMore': 'a pointer to the benchmark page, describing that page',
  'site:code/home.features.title': 'a heading',
  'site:code/home.feature.speed.title': 'the heading of the card whose body (home.feature.speed.body) is proven',
  'site:code/home.feature.inspect.title': 'the heading of the card whose body (home.feature.inspect.body) is proven',
  'site:code/inspector.inspectSample': 'a button label',
};
