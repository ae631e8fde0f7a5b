// Which dives of a file are already in the member's log: a dive starting within 2 minutes of one
// logged (wall clock against wall clock, as both were read), or the same dive computer's number for
// the dive. The log is read once per import; a file's dives are checked against it in memory.
import { sql } from 'drizzle-orm';
import type { Dive } from '@diveatlas/divelog';
import { db } from '../../lib/db.server.ts';

export const SAME_START_S = 120;

export type DuplicateMatch = { diveId: number; reason: 'start' | 'computer-number' } | null;

type Logged = { id: number; startS: number; model: string | null; serial: string | null; diveNumber: string | null };

const wallClockSeconds = (startLocal: string) => Date.parse(`${startLocal.replace(' ', 'T')}Z`) / 1000;

/** The member's dives, sorted by start, and a check of a file's dive against them. */
export async function duplicateFinder(memberId: string): Promise<(dive: Dive) => DuplicateMatch> {
  const { rows } = await db().execute<{ id: number; start: string; model: string | null; serial: string | null; dive_number: string | null }>(sql`
    select id, to_char(start_local, 'YYYY-MM-DD"T"HH24:MI:SS') as start, computer_model as model, computer_serial as serial, computer_dive_number as dive_number
    from dive where member_id = ${memberId}`);
  const logged: Logged[] = rows.map((row) => ({ id: row.id, startS: wallClockSeconds(row.start), model: row.model, serial: row.serial, diveNumber: row.dive_number })).sort((a, b) => a.startS - b.startS);
  const byNumber = new Map<string, number>();
  for (const dive of logged) if (dive.diveNumber && (dive.model || dive.serial)) byNumber.set(JSON.stringify([dive.model, dive.serial, dive.diveNumber]), dive.id);

  return (dive) => {
    const computer = dive.computers[0]?.computer;
    if (computer?.diveNumber && (computer.model || computer.serial)) {
      const id = byNumber.get(JSON.stringify([computer.model, computer.serial, computer.diveNumber]));
      if (id !== undefined) return { diveId: id, reason: 'computer-number' };
    }
    const start = wallClockSeconds(dive.startLocal);
    // The first logged dive starting no earlier than 2 minutes before (binary search), then the nearest after it.
    let low = 0;
    let high = logged.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (logged[middle]!.startS < start - SAME_START_S) low = middle + 1;
      else high = middle;
    }
    const candidate = logged[low];
    return candidate && candidate.startS <= start + SAME_START_S ? { diveId: candidate.id, reason: 'start' } : null;
  };
}
