// Test data for dive sites. Names say they are test data; every fact can be overridden.
import { db, schema } from '../../app/lib/db.server.ts';

type NewSite = typeof schema.diveSites.$inferInsert;
let sequence = 0;

export async function createDiveSite(overrides: Partial<NewSite> = {}) {
  sequence += 1;
  const [site] = await db()
    .insert(schema.diveSites)
    .values({ name: `Test Reef ${sequence}`, countryCode: 'EG', lat: 27 + sequence / 1000, lng: 34, siteTypes: ['reef'], ...overrides })
    .returning();
  return site!;
}

/** The id a service answered with (a new site, a report); a refusal, such as a write limit, fails the test. */
export function createdId(result: { ok: true; id: number } | { ok: false; error: string }): number {
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.id;
}
