// The columns every table of uploaded photos has (a site's, a centre's, a dive's): the photo's key in the
// object store, its size, the widths it was re-encoded to (app/lib/images.server.ts) and its place in
// the gallery. A function, so each table gets its own column builders.
import { integer, smallint, text } from 'drizzle-orm/pg-core';

export function photoFileColumns() {
  return {
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Widths available in the store, smallest first. */
    sizes: integer('sizes').array().notNull(),
    position: smallint('position').notNull().default(0),
  };
}
