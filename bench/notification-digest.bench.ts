// The daily digest for 100,000 members, in a throwaway embedded PostgreSQL, through the digest job's own
// function (app/lib/notify.server.ts): each member has three notifications waiting for the digest.
// Goals (issue "A diver's circle"):
// - the whole run: at most 10 minutes;
// - restartable without sending twice: the run is stopped halfway and started again, and every member
//   still gets exactly one digest.
// The mail server is a counter in this process (sending is not what is measured). Prints figures beside
// goals; asserts nothing. Run with `node bench/notification-digest.bench.ts` or
// `BENCH_ONLY=notification-digest npm run bench` (DIGEST_BENCH_MEMBERS sets the number of members).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { EmailMessage } from '../app/lib/email.server.ts';
import { benchMemberId as memberIdOf, startBenchRuntime } from './bench-runtime.ts';
import { record } from './figures.ts';
import type * as Notify from '../app/lib/notify.server.ts';

const MEMBERS = Number(process.env.DIGEST_BENCH_MEMBERS ?? 100_000);
const PER_MEMBER = 3;
const GOAL_S = 600;


async function main() {
  const sent = new Map<string, number>();
  const bench = await startBenchRuntime({
    name: 'digest',
    poolSize: 10,
    mailer: {
      send: async (message: EmailMessage) => {
        sent.set(message.to, (sent.get(message.to) ?? 0) + 1);
      },
    },
  });
  const { pool } = bench;
  const { createServer } = await import('vite');
  const root = path.resolve(import.meta.dirname, '..');
  const vite = await createServer({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
  try {
    const notify = (await vite.ssrLoadModule('/app/lib/notify.server.ts')) as typeof Notify;

    // Members, half of them reading Spanish, each with three notifications waiting for the digest.
    const ids = Array.from({ length: MEMBERS }, (_, i) => `bench-${i}`);
    await pool.query(
      `insert into auth_user (id, name, email, email_verified, first_name, last_name, member_id)
       select id, 'Bench Diver', id || '@bench.diveatlas.example', true, 'Bench', 'Diver', mid from unnest($1::text[], $2::text[]) as m(id, mid)`,
      [ids, ids.map((_, i) => memberIdOf(i + 1_000_000))],
    );
    await pool.query(`insert into member_profile (user_id, language) select id, case when right(id, 1) in ('1', '3', '5', '7', '9') then 'es' else 'en' end from auth_user where id like 'bench-%'`);
    await pool.query(
      `insert into notification (user_id, category, kind, params, link, created_at)
       select u.id, 'contributions', 'site.editAccepted', jsonb_build_object('site', 'Bench Reef ' || n), '/listing/' || n, now() - interval '1 hour'
       from auth_user u cross join generate_series(1, ${PER_MEMBER}) as n where u.id like 'bench-%'`,
    );
    await pool.query(`insert into notification_delivery (notification_id, channel, state, created_at) select id, 'email', 'digest', created_at from notification`);
    await pool.query('vacuum analyze');

    const started = performance.now();
    // Stopped halfway (as a server shut down mid-run), then started again.
    let run = await notify.sendDigests();
    let digests = run.sent;
    while (run.more && digests < MEMBERS / 2) {
      run = await notify.sendDigests();
      digests += run.sent;
    }
    const halfway = sent.size;
    while (run.more) {
      run = await notify.sendDigests();
      digests += run.sent;
    }
    const again = await notify.sendDigests();
    const seconds = (performance.now() - started) / 1000;
    const twice = [...sent.values()].filter((count) => count > 1).length;
    const { rows } = await pool.query<{ waiting: string }>(`select count(*) as waiting from notification_delivery where state <> 'sent'`);

    record({ figure: `digest run, ${MEMBERS.toLocaleString('en')} members × ${PER_MEMBER} lines`, value: `${seconds.toFixed(1)} s`, goal: `≤ ${GOAL_S} s`, met: seconds <= GOAL_S });
    record({ figure: 'digests per second', value: `${Math.round(MEMBERS / seconds)}`, goal: '' });
    record({ figure: 'members with one digest (stopped and started at half)', value: `${sent.size.toLocaleString('en')} (${halfway.toLocaleString('en')} at the stop)`, goal: `${MEMBERS.toLocaleString('en')}`, met: sent.size === MEMBERS });
    record({ figure: 'members sent a digest twice', value: `${twice + again.sent}`, goal: '0', met: twice + again.sent === 0 });
    record({ figure: 'deliveries left unsent', value: rows[0]!.waiting, goal: '0', met: rows[0]!.waiting === '0' });
  } finally {
    await vite.close();
    await bench.stop();
  }
}

await main();
