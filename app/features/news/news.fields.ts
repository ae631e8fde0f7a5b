// The news forms' fields as the page and the server both read them: lengths and choices. No parser
// here, so a page that only shows a hint or a counter does not load the validation library.

export const NEWS_TITLE_MAX = 160;

export const NEWS_SUMMARY_MAX = 400;

export const NEWS_BODY_MAX = 40_000;

export const NEWS_ALT_MAX = 200;

export const NEWS_PAGE_SIZE = 10;
