// The dive-centre forms' fields as the page and the server both read them: lengths and choices. No
// parser here, so a page that only shows a hint or a counter does not load the validation library.
/** Longest free text on a centre's page; a long description still fits, a pasted book does not. */
export const DESCRIPTION_MAX = 5000;

export const REVIEW_MIN = 10;

export const REVIEW_MAX = 4000;

export const EVIDENCE_MIN = 20;

/** Form fields whose values are lists (checkbox groups). */
export const DETAILS_LISTS = ['agencies', 'services', 'languages'] as const;
