// Every limit on uploaded images, in one place: the forms' hints (browser), the request readers and the
// image pipeline (app/lib/images.server.ts) all read them from here. Change a limit here and only here.

const MB = 1024 * 1024;

/**
 * Decompression bombs are refused by pixel count, whatever the file size: a 5 MB PNG can claim
 * billions of pixels. 60 million lets through photos from 45–50 MP cameras and phones; larger ones
 * must be exported smaller (they are over the byte limits below anyway).
 */
export const MAX_IMAGE_PIXELS = 60_000_000;

/** Avatars, as uploaded; stored as one 256 px square. */
export const MAX_AVATAR_BYTES = 5 * MB;

/** Dive-site photos, each as uploaded (they are stored re-encoded and much smaller), and how many a listing keeps. */
export const MAX_SITE_PHOTO_BYTES = 10 * MB;
export const MAX_SITE_PHOTOS = 10;

/** A dive centre's photos and its logo, each as uploaded, and how many photos its gallery keeps. */
export const MAX_CENTER_IMAGE_BYTES = 8 * MB;
export const MAX_CENTER_PHOTOS = 12;

/** A logged dive's photos, each as uploaded, and how many a dive keeps. */
export const MAX_DIVE_PHOTO_BYTES = 10 * MB;
export const MAX_DIVE_PHOTOS = 20;

/** A photo of one side of a certification card. */
export const MAX_CARD_PHOTO_BYTES = 10 * MB;

/** A news article's cover image. */
export const MAX_NEWS_COVER_BYTES = 8 * MB;
