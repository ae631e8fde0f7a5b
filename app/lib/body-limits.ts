// How much a form post may send, per kind of form: the one place to change a request body limit.
// The body reader (request-body.server.ts) answers 413 once a body passes its limit, before the
// rest is held in memory. Actions name their limit: readForm(request, BODY_LIMITS.avatar).
import { MAX_AVATAR_BYTES, MAX_CARD_PHOTO_BYTES, MAX_CENTER_IMAGE_BYTES, MAX_DIVE_PHOTO_BYTES, MAX_NEWS_COVER_BYTES, MAX_SITE_PHOTO_BYTES, MAX_SITE_PHOTOS } from './upload-limits.ts';

export type BodyLimit = {
  /** The whole body, as sent (urlencoded or multipart with its envelope and files). */
  maxBytes: number;
  /** The text: a whole urlencoded body, or all the text fields of a multipart body together. */
  maxTextBytes: number;
  /** Each file: a larger one is skipped and reported, never kept (only multipart bodies carry files). */
  maxFileBytes: number;
  /** Files kept: later ones are skipped and reported. */
  maxFiles: number;
};

const KB = 1024;
/** Photos added to a dive in one post (more are added by posting again). */
export const DIVE_PHOTOS_PER_POST = 5;
/**
 * A dive-log file sent to the import, and how many go in one post. A logbook of 1,000 dives with a
 * million samples is 66 MB of Subsurface XML; a zip of a whole log is far smaller.
 */
export const MAX_DIVE_LOG_FILE_BYTES = 80 * 1024 * KB;
export const MAX_DIVE_LOG_FILES = 20;

/** The text of any form: the longest (a centre's details, two 5,000-character descriptions) fits many times over. */
const TEXT_BYTES = 512 * KB;

export const BODY_LIMITS = {
  /** Every form without files: sign-in, reviews, reports, contact, settings... */
  form: { maxBytes: 64 * KB, maxTextBytes: 64 * KB, maxFileBytes: 0, maxFiles: 0 },
  /** Forms of long texts: a centre's details, a listing's text fields. */
  longForm: { maxBytes: TEXT_BYTES, maxTextBytes: TEXT_BYTES, maxFileBytes: 0, maxFiles: 0 },
  /**
   * The avatar form. Room for a picture twice the size allowed, so a picture somewhat too large
   * gets a message beside the field rather than the "too large" page.
   */
  avatar: { maxBytes: 2 * MAX_AVATAR_BYTES + 64 * KB, maxTextBytes: 64 * KB, maxFileBytes: MAX_AVATAR_BYTES, maxFiles: 1 },
  /** The centre manager's page: its text forms, and a photo or logo at a time with the avatar's room. */
  centerImage: { maxBytes: 2 * MAX_CENTER_IMAGE_BYTES + TEXT_BYTES, maxTextBytes: TEXT_BYTES, maxFileBytes: MAX_CENTER_IMAGE_BYTES, maxFiles: 1 },
  /** A news article: two long Markdown texts and a cover image, with the avatar's room for a picture too large. */
  newsArticle: { maxBytes: 2 * MAX_NEWS_COVER_BYTES + TEXT_BYTES, maxTextBytes: TEXT_BYTES, maxFileBytes: MAX_NEWS_COVER_BYTES, maxFiles: 1 },
  /**
   * The add/edit listing form: its text, a full set of photos and as much again in photos that are
   * refused while they stream past (counted, never kept).
   */
  listing: { maxBytes: 2 * MAX_SITE_PHOTOS * MAX_SITE_PHOTO_BYTES + TEXT_BYTES, maxTextBytes: TEXT_BYTES, maxFileBytes: MAX_SITE_PHOTO_BYTES, maxFiles: MAX_SITE_PHOTOS },
  /** A certification card's photo: one side at a time, with room for as much again refused while it streams past. */
  cardPhoto: { maxBytes: 2 * MAX_CARD_PHOTO_BYTES + 16 * KB, maxTextBytes: 16 * KB, maxFileBytes: MAX_CARD_PHOTO_BYTES, maxFiles: 1 },
  /** A dive's photo form: a few photos at a time, with room for as many again that are refused while they stream past. */
  divePhotos: { maxBytes: 2 * DIVE_PHOTOS_PER_POST * MAX_DIVE_PHOTO_BYTES + 64 * KB, maxTextBytes: 64 * KB, maxFileBytes: MAX_DIVE_PHOTO_BYTES, maxFiles: DIVE_PHOTOS_PER_POST },
  /**
   * The logbook import: dive-log files, with room for as much again in a file too large, refused while
   * it streams past and named on the page. The files kept are what the server holds while it reads them.
   */
  logbookImport: { maxBytes: 2 * MAX_DIVE_LOG_FILE_BYTES + 64 * KB, maxTextBytes: 64 * KB, maxFileBytes: MAX_DIVE_LOG_FILE_BYTES, maxFiles: MAX_DIVE_LOG_FILES },
} as const satisfies Record<string, BodyLimit>;

/**
 * When a body passes its limit, at most this much more is read and dropped so that a browser, which
 * reads no answer before it has sent its form, gets the 413 page; past it the connection is closed.
 */
export const DRAIN_AFTER_LIMIT_BYTES = 16 * 1024 * KB;

/**
 * The server's outer cap, read from the limits above so there is one set of numbers: a request
 * declaring a larger body is refused with 413 before any of it is read, and a body without a declared
 * length stops there as it streams (server/request-guards.ts), whichever route it is sent to. A form
 * with files may be as large as the largest form; any other body as large as the largest text.
 */
export const LARGEST_BODY_BYTES = Math.max(...Object.values(BODY_LIMITS).map((limit) => limit.maxBytes));
export const LARGEST_TEXT_BODY_BYTES = Math.max(...Object.values(BODY_LIMITS).map((limit) => limit.maxTextBytes));
