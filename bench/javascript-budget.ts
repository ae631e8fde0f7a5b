// The JavaScript budget of a page (docs/decisions/0025-javascript-budget.md): the home page may load the
// framework and at most 25 KB more, any page at most 150 KB, all compressed with gzip file by file.

/** What the home page may load beyond the framework, in KB of gzip. */
export const HOME_MARGIN_KB = 25;
/** What any page may load at start, in KB of gzip. */
export const PAGE_LIMIT_KB = 150;

/** The framework's file: React, React DOM and React Router, in one group of vite.config.ts. */
export function isFrameworkFile(path: string): boolean {
  return /\/assets\/framework-[\w-]+\.js$/.test(path);
}
