// A member's logbook settings: read with their defaults when the member has never changed them, and
// saved by the member for themself (the id comes from the session).
import { eq } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import { recountMemberDives } from './dive-figures.server.ts';
import type { LogbookSettingsInput } from './logbook-settings.schema.ts';

export type LogbookSettings = LogbookSettingsInput;

/** The defaults of the table, for a member without a row yet. */
export const DEFAULT_LOGBOOK_SETTINGS: LogbookSettings = { defaultPrivacy: 'private', countPrivateInFigures: true, gfLowPercent: 30, gfHighPercent: 75 };

export async function getLogbookSettings(memberId: string): Promise<LogbookSettings> {
  const s = schema.logbookSettings;
  const [row] = await db()
    .select({ defaultPrivacy: s.defaultPrivacy, countPrivateInFigures: s.countPrivateInFigures, gfLowPercent: s.gfLowPercent, gfHighPercent: s.gfHighPercent })
    .from(s)
    .where(eq(s.memberId, memberId));
  return row ?? DEFAULT_LOGBOOK_SETTINGS;
}

/** Saves the settings; the member's dives are counted again in the sites' figures in the same transaction. */
export async function saveLogbookSettings(options: { memberId: string; input: LogbookSettingsInput }): Promise<void> {
  const values = { ...options.input, updatedAt: new Date() };
  await db().transaction(async (tx) => {
    await tx
      .insert(schema.logbookSettings)
      .values({ memberId: options.memberId, ...values })
      .onConflictDoUpdate({ target: schema.logbookSettings.memberId, set: values });
    await recountMemberDives(tx, options.memberId);
  });
}
