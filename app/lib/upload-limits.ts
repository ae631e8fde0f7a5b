// Upload size caps, shared by form schemas (browser and server) and the server's request parser.

/** Avatars: at most 5 MB as uploaded; they are stored re-encoded at a fraction of that. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/**
 * The largest body the server reads for any request with files (multipart/form-data): the photo
 * forms. A larger one is refused with 413 by the HTTP layer before any of it is read. A listing
 * form says "up to 10 photos of 10 MB"; photos already sent are kept between attempts, so a
 * member who picked more than this sends them in two goes. Each form's own reader may set a lower
 * limit, never a higher one.
 */
export const MAX_UPLOAD_REQUEST_BYTES = 60 * 1024 * 1024;

/**
 * The largest body for every other request (URL-encoded forms, JSON, text): the longest form, a
 * listing with two 5,000-character descriptions, is a few dozen kilobytes.
 */
export const MAX_FORM_REQUEST_BYTES = 1024 * 1024;
