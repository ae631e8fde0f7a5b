// Limits shown to visitors, shared by the server and the pages that mention them.

/** Same figure as COUNT_CAP in sites.queries.server.ts (kept here so client code need not import it). */
export const COUNT_CAP_FOR_DISPLAY = 1_000;

/** At most this many sites go into one GPX or KML download. */
export const EXPORT_LIMIT = 2_000;
