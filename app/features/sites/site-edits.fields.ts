// The moderation forms' fields as the page and the server both read them: lengths and choices. No
// parser here, so a page that only shows a hint or a counter does not load the validation library.
export const REASON_MAX = 1000;

/** The reason a moderator gives for hiding a listing: one line. */
export const HIDE_REASON_MAX = 500;
