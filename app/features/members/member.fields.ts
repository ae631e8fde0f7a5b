// The account forms' fields as the page and the server both read them: lengths and choices. No
// parser here, so a page that only shows a hint or a counter does not load the validation library.
/**
 * 8 characters at least (stricter than the 6 the original service required, on purpose: short
 * passwords fall to offline guessing); 128 at most so hashing stays cheap. The server also refuses
 * passwords from the common-passwords list (password-policy.server.ts).
 */
export const PASSWORD_MIN_LENGTH = 8;

/** The youngest age the terms allow (ADR 17): sign-up asks for a confirmation, never a birth date. */
export const MINIMUM_AGE = 16;

export const BIO_MAX_LENGTH = 1000;
