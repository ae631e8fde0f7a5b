// The console forms' fields as the page and the server both read them: lengths and choices. No parser
// here, so a page that only shows a hint or a counter does not load the validation library.

/** Texts staff write about a member: short, plain, no control characters (the body reader removes them). */
export const REASON_MAX = 500;
