/**
 * The claims ledger (ARCHITECTURE.md §12): one entry per statement about limu that no `// =>`
 * sample in its section shows. `tests/claims/claims.test.ts` runs each proof against freshly
 * loaded packages and fails when the zh or en sentence is no longer on its page.
 * Kept free of imports so both Vitest and the `claims:coverage` script (sucrase) can load it.
 */
export interface Claim {
  /** Doc id: the path under docs/ without extension ('api/basic/immut'), or 'blog/<post file name>'. */
  page: string;
  /** The sentence (or fragment) as it reads on the zh-Hans page; inline markup may be left out. */
  zh: string;
  /** The same statement as it reads on the English page (i18n/en/...). */
  en: string;
  /** Runs the statement against the installed packages; throws (e.g. a failed `expect`) when false. */
  proof: () => unknown;
}

/** One ledger entry; the fields are checked here so a malformed entry fails when its file loads. */
export function claim(entry: Claim): Claim {
  for (const key of ['page', 'zh', 'en'] as const) {
    if (typeof entry[key] !== 'string' || !entry[key].trim()) {
      throw new Error(`claim ${JSON.stringify(entry.page ?? '?')}: '${key}' must be a non-empty string`);
    }
  }
  if (typeof entry.proof !== 'function') throw new Error(`claim on ${entry.page}: 'proof' must be a function`);
  return entry;
}
