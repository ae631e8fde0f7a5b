// Upload size caps, shared by form schemas and hints (browser and server) and by the request body
// limits in body-limits.ts. Edit here to change what a member may upload.

/** Avatars: at most 5 MB as uploaded; they are stored re-encoded at a fraction of that. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/** Dive-site photos, each as uploaded; they are stored re-encoded and much smaller. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Photos one dive site keeps. */
export const MAX_PHOTOS = 10;

/** A dive centre's photo or logo, as uploaded. */
export const MAX_CENTER_IMAGE_BYTES = 8 * 1024 * 1024;
/** Photos one dive centre keeps. */
export const MAX_CENTER_PHOTOS = 12;
