// Who runs which centre: the owner and managers of a centre, and the centres a member runs (the
// avatar menu's question is app/lib/center-submitter.server.ts).
import { and, asc, eq, or } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';

const c = schema.diveCenters;

export type CenterAccess = { id: number; name: string; ownerId: string | null; managerIds: string[]; status: 'published' | 'hidden'; timeZone: string };

/** Who may change a centre: its owner and managers (moderators and admins by role). */
export async function getCenterAccess(centerId: number): Promise<CenterAccess | null> {
  const [center] = await db().select({ id: c.id, name: c.name, ownerId: c.submittedUser, status: c.status, timeZone: c.timeZone }).from(c).where(eq(c.id, centerId));
  if (!center) return null;
  const managers = await db()
    .select({ userId: schema.diveCenterManagers.userId })
    .from(schema.diveCenterManagers)
    .where(eq(schema.diveCenterManagers.centerId, centerId));
  return { ...center, managerIds: managers.map((manager) => manager.userId) };
}

export type ManagedCenter = { id: number; name: string; role: 'owner' | 'manager' };

/** The centres a member owns or helps manage, for the manager page's switcher. */
export async function centersManagedBy(userId: string): Promise<ManagedCenter[]> {
  const rows = await db()
    .selectDistinct({ id: c.id, name: c.name, ownerId: c.submittedUser })
    .from(c)
    .leftJoin(schema.diveCenterManagers, and(eq(schema.diveCenterManagers.centerId, c.id), eq(schema.diveCenterManagers.userId, userId)))
    .where(or(eq(c.submittedUser, userId), eq(schema.diveCenterManagers.userId, userId)))
    .orderBy(asc(c.name), asc(c.id));
  return rows.map((row) => ({ id: row.id, name: row.name, role: row.ownerId === userId ? 'owner' : 'manager' }));
}
