// The contributor notes among the docs (how this site is written, built and deployed): their routes
// stay (the spec keeps them), but reader search and llms.txt / llms-full.txt leave them out
// (src/plugins/search-index, src/plugins/llms). prefetch-lib sits in their folder yet is a user
// guide (loading limu on demand): it is listed, and the guide sidebar links to it (sidebars.ts).

const CONTRIBUTOR_FOLDERS = ['tutorial-basics', 'tutorial-extras'];
/** Docs in those folders that are written for readers of limu's docs. */
export const READER_DOCS_AMONG_CONTRIBUTOR_NOTES = ['tutorial-basics/prefetch-lib'];

/** True for a contributor note's doc id, e.g. `tutorial-basics/deploy-your-site`. */
export function isContributorDocId(id: string): boolean {
  return (
    CONTRIBUTOR_FOLDERS.some((folder) => id.startsWith(`${folder}/`)) &&
    !READER_DOCS_AMONG_CONTRIBUTOR_NOTES.includes(id)
  );
}

/** True for a contributor note's URL or path, in either locale (`/limu/en/docs/tutorial-extras/x/`). */
export function isContributorPath(url: string): boolean {
  const m = /\/docs\/(tutorial-[\w-]+\/[\w-]+)\/?(?:[#?].*)?$/.exec(url);
  return m !== null && isContributorDocId(m[1]!);
}
