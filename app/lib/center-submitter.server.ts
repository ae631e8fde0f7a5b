// Whether a member runs a dive centre of their own: asked for every signed-in page (the avatar menu's
// "Dive Center Manager" entry), so the members' session reads it here rather than from the centres.
import { sql } from 'drizzle-orm';
import { db } from './db.server.ts';

/** The spec's question for the avatar menu: is this member the submittedUser of any centre? */
export async function isCenterSubmitter(userId: string): Promise<boolean> {
  const { rows } = await db().execute(sql`select 1 from dive_center where submitted_user = ${userId} limit 1`);
  return rows.length > 0;
}
