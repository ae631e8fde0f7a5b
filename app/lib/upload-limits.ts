// Upload size caps, shared by form schemas (browser and server) and the server's request parser.

/** Avatars: at most 5 MB as uploaded; they are stored re-encoded at a fraction of that. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
