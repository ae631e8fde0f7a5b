// Reservations and the inbox at load, in a throwaway embedded PostgreSQL, through the same service
// and query functions the pages call:
// - seat requests per second on one trip: BENCH_REQUESTS members (2,000) ask for a seat, 25 at a
//   time, on a trip of 500 seats (every request takes the trip's row lock; the later ones are told
//   it is full), each with its history row, its system message and both emails (written to the
//   outbox folder, as without SMTP);
// - the inbox of a member with 1,000 conversations (5 messages each): p50/p95 of one page of their
//   list (what /account/inbox reads) and of the unread summary every page of a signed-in member
//   reads. Goal: p95 at most 50 ms.
// Prints figures; asserts nothing. Run with `node bench/trips.bench.ts`, or through `npm run bench`.
// The app's modules are loaded through Vite's server-side loader, as the fuzz suite does: the email
// code reads its message catalogues with import.meta.glob, which plain Node does not provide.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { generateMemberId } from '../app/lib/member-id.ts';
import { startBenchRuntime } from './bench-runtime.ts';
import { percentile, QUICK, record } from './figures.ts';
import type * as InboxQueries from '../app/features/inbox/inbox.queries.server.ts';
import type * as InboxViews from '../app/features/inbox/inbox-views.ts';
import type * as Reservations from '../app/features/trips/reservations.service.server.ts';

type AppModules = {
  requestSeats: typeof Reservations.requestSeats;
  listConversations: typeof InboxQueries.listConversations;
  inboxSummary: typeof InboxQueries.inboxSummary;
  conversationListView: typeof InboxViews.conversationListView;
};

async function loadApp(): Promise<{ app: AppModules; close: () => Promise<void> }> {
  const { createServer } = await import('vite');
  const root = path.resolve(import.meta.dirname, '..');
  const vite = await createServer({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
  const trips = (await vite.ssrLoadModule('/app/features/trips/reservations.service.server.ts')) as typeof Reservations;
  const queries = (await vite.ssrLoadModule('/app/features/inbox/inbox.queries.server.ts')) as typeof InboxQueries;
  const views = (await vite.ssrLoadModule('/app/features/inbox/inbox-views.ts')) as typeof InboxViews;
  return {
    app: { requestSeats: trips.requestSeats, listConversations: queries.listConversations, inboxSummary: queries.inboxSummary, conversationListView: views.conversationListView },
    close: () => vite.close(),
  };
}

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (QUICK ? 600 : 2000));
const SEATS = 500;
const AT_ONCE = 25;
const CONVERSATIONS = 1000;
const ROUNDS = QUICK ? 60 : 200;

/** Members written in one statement each (no password): enough to ask for seats or to write. */
async function insertMembers(pool: pg.Pool, count: number, label: string): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomBytes(16).toString('hex'));
  for (let start = 0; start < ids.length; start += 500) {
    const slice = ids.slice(start, start + 500);
    await pool.query(
      `insert into auth_user (id, name, email, email_verified, first_name, last_name, member_id)
       select id, 'Bench Diver', $2 || '.' || id || '@bench.diveatlas.example', true, 'Bench', 'Diver', member_id
       from unnest($1::text[], $3::text[]) as m(id, member_id)`,
      [slice, label, slice.map(() => generateMemberId())],
    );
    await pool.query('insert into member_profile (user_id) select unnest($1::text[])', [slice]);
  }
  return ids;
}

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function main() {
  // BENCH_NO_MAIL=1 drops the emails, to see the database's part alone.
  const bench = await startBenchRuntime({ name: 'trips', poolSize: 20, mailer: process.env.BENCH_NO_MAIL === '1' ? { send: async () => undefined } : undefined });
  const { pool } = bench;
  const { app, close } = await loadApp();
  const { requestSeats, listConversations, inboxSummary, conversationListView } = app;
  try {

    // One centre and its trip of 500 seats; 2,000 members ask for one seat each, 25 at a time.
    const [owner] = await insertMembers(pool, 1, 'owner');
    const { rows: centre } = await pool.query<{ id: number }>(
      `insert into dive_center (name, lat, lng, country_code, email, submitted_user, time_zone) values ('Bench Divers', 28.5, 34.5, 'EG', 'bench@bench.diveatlas.example', $1, 'Africa/Cairo') returning id`,
      [owner],
    );
    const centerId = centre[0]!.id;
    const { rows: trip } = await pool.query<{ id: number }>(
      `insert into trip (center_id, status, kind, title, starts_at, ends_at, price, currency, capacity, cancellation_policy, free_cancel_days, late_cancel_fee_percent)
       values ($1, 'published', 'boat-dives', '{"en": "Bench trip"}', now() + interval '30 days', now() + interval '30 days 4 hours', 90, 'EUR', $2, 'moderate', 7, 50) returning id`,
      [centerId, SEATS],
    );
    const members = await insertMembers(pool, REQUESTS, 'seat');
    const input = { seats: 1, certLevel: 'padi-open-water', certOther: null, loggedDives: 20, message: null };
    const latencies: number[] = [];
    let held = 0;
    let full = 0;
    const queue = [...members];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        for (let memberId = queue.shift(); memberId; memberId = queue.shift()) {
          const begin = performance.now();
          const result = await requestSeats({ tripId: trip[0]!.id, memberId, input, waitlist: false });
          latencies.push(performance.now() - begin);
          if (result.ok) held += 1;
          else if ((result as { full?: boolean }).full) full += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const { rows: seats } = await pool.query<{ seats_taken: number }>('select seats_taken from trip where id = $1', [trip[0]!.id]);
    console.log(`${REQUESTS} requests for ${SEATS} seats, ${AT_ONCE} at a time: ${held} held, ${full} told it is full, seats taken ${seats[0]!.seats_taken}`);
    record({ figure: 'seat requests per second on one trip', value: `${(REQUESTS / seconds).toFixed(0)} /s`, goal: '' });
    record({ figure: 'seat request p95 (25 at once, one trip)', value: `${percentile(latencies, 0.95).toFixed(1)} ms`, goal: '' });
    const fillable = Math.min(SEATS, REQUESTS);
    record({ figure: 'seats taken under load (never more than the trip has)', value: `${seats[0]!.seats_taken} of ${SEATS}`, goal: `${fillable} of ${SEATS}`, met: seats[0]!.seats_taken === fillable && held === fillable });

    // A member with 1,000 conversations, with 1,000 centres, 5 messages each, a few unread.
    const [reader] = await insertMembers(pool, 1, 'reader');
    await pool.query(
      `with centres as (
         insert into dive_center (name, lat, lng, country_code) select 'Bench Centre ' || n, 28 + n / 1000.0, 34, 'EG' from generate_series(1, $2::int) as n returning id
       ), talks as (
         insert into conversation (center_id, member_id, subject, last_message_at, member_unread, member_unread_since)
         select id, $1, 'About a trip', now() - (id || ' minutes')::interval, case when id % 10 = 0 then 2 else 0 end, case when id % 10 = 0 then now() end from centres returning id
       )
       insert into message (conversation_id, sender, body, created_at)
       select t.id, case when k % 2 = 0 then 'member' else 'center' end, 'Message ' || k || ' about tanks, weights and the boat.', now() - ((6 - k) || ' minutes')::interval
       from talks t, generate_series(1, 5) as k`,
      [reader, CONVERSATIONS],
    );
    await pool.query('vacuum analyze conversation');
    await pool.query('vacuum analyze message');
    const listTimes: number[] = [];
    const summaryTimes: number[] = [];
    for (let round = 0; round < ROUNDS + 10; round++) {
      const list = await timed(async () => {
        const items = await listConversations({ side: 'member', memberId: reader! });
        return items.map((item) => conversationListView(item, 'member', 'en', (id) => `/account/inbox/${id}`));
      });
      const summary = await timed(() => inboxSummary(reader!));
      if (round >= 10) {
        listTimes.push(list);
        summaryTimes.push(summary);
      }
    }
    const listP95 = percentile(listTimes, 0.95);
    console.log(`inbox list of a member with ${CONVERSATIONS} conversations: p50 ${percentile(listTimes, 0.5).toFixed(1)} ms, p95 ${listP95.toFixed(1)} ms (${ROUNDS} reads)`);
    record({ figure: `inbox list p95 (${CONVERSATIONS} conversations)`, value: `${listP95.toFixed(1)} ms`, goal: '<= 50 ms', met: listP95 <= 50 });
    record({ figure: `unread summary p95 (every signed-in page)`, value: `${percentile(summaryTimes, 0.95).toFixed(1)} ms`, goal: '<= 50 ms', met: percentile(summaryTimes, 0.95) <= 50 });
  } finally {
    await close();
    await bench.stop();
  }
}

await main();
