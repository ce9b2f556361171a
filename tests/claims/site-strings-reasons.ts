// Site strings that name limu (tests/support/claims/strings.ts) but state nothing a proof could hold: a
// label, a caption, a heading over a card or page whose statements are proven where they are made. Each
// reason says why; tests/claims/coverage.test.ts fails on a string naming limu with neither a ledger entry
// (./site-strings.claims.ts) nor a reason here, and on a reason for a string that no longer exists.
export const SITE_STRING_REASONS: Record<string, string> = {
  'site:blog-description': "the blog's subject, naming the library",
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
  'site:code/inspector.openPlayground': 'a link label',
  'site:title/api/basic/create-draft': "the page's title: names the API or topic it documents",
  'site:title/api/basic/deep-copy': "the page's title: names the API or topic it documents",
  'site:title/api/basic/deep-freeze': "the page's title: names the API or topic it documents",
  'site:title/api/basic/immut': "the page's title: names the API or topic it documents",
  'site:title/api/basic/is-diff': "the page's title: names the API or topic it documents",
  'site:title/api/basic/is-draft': "the page's title: names the API or topic it documents",
  'site:title/api/basic/limu-utils': "the page's title: names the API or topic it documents",
  'site:title/api/basic/mark-raw': "the page's title: names the API or topic it documents",
  'site:title/api/basic/options': "the page's title: names the API or topic it documents",
  'site:title/api/basic/set-auto-freeze': "the page's title: names the API or topic it documents",
  'site:title/api/basic/shallow-compare': "the page's title: names the API or topic it documents",
  'site:title/api/basic/ver': "the page's title: names the API or topic it documents",
  'site:title/guides/freezing': "the page's title: names the API or topic it documents",
  'site:title/guides/multiple-references': "the page's title: names the API or topic it documents",
  'site:title/guides/read-only-and-immut': "the page's title: names the API or topic it documents",
  'site:title/tutorial-basics/prefetch-lib': "the page's title: names the API or topic it documents",
  'site:title/changelog/v3-11':
    "the entry's title: names what the release added; tests/claims/changelog-*.claims.ts proves the entry",
  'site:title/changelog/v3-12':
    "the entry's title: names what the release added; tests/claims/changelog-*.claims.ts proves the entry",
  'site:title/changelog/v3-13':
    "the entry's title: names what the release added; tests/claims/changelog-*.claims.ts proves the entry",
  'site:title/changelog/v3-7-to-3-10':
    "the entry's title: names what the release added; tests/claims/changelog-*.claims.ts proves the entry",
  'site:title/changelog/v4-1':
    "the entry's title: names what the release added; tests/claims/changelog-*.claims.ts proves the entry",
  'site:title/blog/2025-06-10-change1':
    "the post's title: names its topic, which the post's samples and ledger entries prove",
  'site:title/blog/2025-06-18-engine-vs-immer':
    "the post's title: names its topic, which the post's samples and ledger entries prove",
  'site:title/blog/2025-06-25-benchmark-method':
    "the post's title: names its topic, which the post's samples and ledger entries prove",
  'site:description/api/basic/create-draft':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/api/basic/is-diff':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/api/basic/is-draft':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/api/basic/limu-utils':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/api/basic/original':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/api/basic/produce':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/api/basic/shallow-compare':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/api/basic/types':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/api/basic':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/api': "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/guides/async':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/guides/behaviour':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/guides/comparison':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/guides/faq':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/guides/how-it-works':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/guides/installation':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/guides/migrating-from-immer':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/guides/multiple-references':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/guides/react':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/guides/read-only-and-immut':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/guides/typescript':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/guides/update-patterns':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/intro': "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/overview':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/tutorial-basics/prefetch-lib':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/tutorial-extras/manage-docs-versions':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/blog/2025-06-18-engine-vs-immer':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/blog/2025-06-25-benchmark-method':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/guides/glossary':
    "a summary of the page's sections, each proven on the page (samples and its ledger file)",
  'site:description/api/basic/options':
    "lists the fields the page documents; tests/docs/api-coverage.test.ts holds the list to the package's types",
  'site:description/api/basic/ver':
    "the page's subject; the version is the installed package's (tests/claims/api-basic-freeze-compare-ver-types.claims.ts)",
  'site:description/api/errors':
    "the catalogue's scope, held to the package's messages by tests/docs/errors-page.test.ts",
  'site:description/guides/pitfalls':
    "the page's scope; every sample on it runs in tests/docs/samples.test.ts and each matrix row has its section (guides-pitfalls ledger)",
  'site:description/changelog/intro':
    "repeats the page's entries, each proven by tests/claims/changelog-*.claims.ts and held to the packages by tests/docs/changelog.test.ts",
  'site:description/changelog/v1':
    "repeats the page's entries, each proven by tests/claims/changelog-*.claims.ts and held to the packages by tests/docs/changelog.test.ts",
  'site:description/changelog/v3-0-to-3-4':
    "repeats the page's entries, each proven by tests/claims/changelog-*.claims.ts and held to the packages by tests/docs/changelog.test.ts",
  'site:description/changelog/v3-11':
    "repeats the page's entries, each proven by tests/claims/changelog-*.claims.ts and held to the packages by tests/docs/changelog.test.ts",
  'site:description/changelog/v3-12':
    "repeats the page's entries, each proven by tests/claims/changelog-*.claims.ts and held to the packages by tests/docs/changelog.test.ts",
  'site:description/changelog/v3-13':
    "repeats the page's entries, each proven by tests/claims/changelog-*.claims.ts and held to the packages by tests/docs/changelog.test.ts",
  'site:description/changelog/v3-5-to-3-6':
    "repeats the page's entries, each proven by tests/claims/changelog-*.claims.ts and held to the packages by tests/docs/changelog.test.ts",
  'site:description/changelog/v3-7-to-3-10':
    "repeats the page's entries, each proven by tests/claims/changelog-*.claims.ts and held to the packages by tests/docs/changelog.test.ts",
  'site:description/changelog/v4-0':
    "repeats the page's entries, each proven by tests/claims/changelog-*.claims.ts and held to the packages by tests/docs/changelog.test.ts",
};
