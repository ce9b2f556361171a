/**
 * Where this site's sources live on GitHub: the one setting behind the navbar's GitHub link, the
 * "Edit this page" links and the llms.txt header. `folder` is the path of this site inside the
 * repository ('' when the site is the repository root), with a trailing slash.
 */
export const REPOSITORY = {
  url: 'https://github.com/tnfe/limu',
  branch: 'main',
  folder: 'doc/',
} as const;

/** The base every edit link starts with; Docusaurus appends the file's path inside the site. */
export const editUrlBase = (repo: typeof REPOSITORY = REPOSITORY): string =>
  `${repo.url}/edit/${repo.branch}/${repo.folder}`;
