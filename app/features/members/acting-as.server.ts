// Whether an admin is acting as a manager of a dive centre from this session (ADR 27): read with
// the session, for admins only, so every page knows it (its guards, and the banner that says so).
// Starting and ending it are the centres' services (app/features/centers/center-acting.server.ts).
import { sql } from 'drizzle-orm';
import { db } from '~/lib/db.server.ts';
import type { ActingAs } from './session-user.ts';

/** The centre this admin acts for from this session, while it has not ended or run out. */
export async function actingAsInSession(sessionId: string, adminId: string): Promise<ActingAs | null> {
  const { rows } = await db().execute<{ center_id: number; center_name: string; expires_at: Date | string }>(sql`
    select a.center_id, c.name as center_name, a.expires_at
    from acting_manager a join dive_center c on c.id = a.center_id
    where a.session_id = ${sessionId} and a.admin_id = ${adminId} and a.ended_at is null and a.expires_at > now()`);
  const row = rows[0];
  return row ? { centerId: row.center_id, centerName: row.center_name, until: new Date(row.expires_at).toISOString() } : null;
}
