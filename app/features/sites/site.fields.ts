// The dive-site form's fields as the page and the server both read them: lengths and choices. No
// parser here, so a page that only shows a hint or a counter does not load the validation library.
/** What a source of a fact is: the member's own dive, a guide book, a web page, a dive centre, or none given. */
export const SOURCE_KINDS = ['dive', 'book', 'web', 'centre', 'none'] as const;

export type SourceKind = (typeof SOURCE_KINDS)[number];
