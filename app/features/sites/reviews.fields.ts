// How long a review's text may be: the form's hint and counter in the browser, and the server's
// check (./reviews.schema.ts), read the same numbers.
export const REVIEW_MIN = 10;
export const REVIEW_MAX = 4000;
