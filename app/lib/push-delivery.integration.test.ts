// Pushes as they reach a push service: a local one (tests/setup/push-service.ts) that records what the
// site posts. One push per device, signed with the site's VAPID key, holding only the notification's
// id, encrypted for the device; a device the service has forgotten is deleted, a failure is retried.
import { and, eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logDive } from '../../tests/factories/dives.ts';
import { createMember } from '../../tests/factories/members.ts';
import { createDiveSite } from '../../tests/factories/sites.ts';
import { decryptPush, startPushService, testDevice, type TestDevice, type TestPushService } from '../../tests/setup/push-service.ts';
import { JOB_HANDLERS } from '../background.server.ts';
import { follow } from '../features/follows/follows.server.ts';
import { fanOutActivity } from './activity.server.ts';
import { db, schema } from './db.server.ts';
import { runDueJobs } from './jobs.server.ts';
import { notify } from './notify.server.ts';
import { PUSH_JOB, PUSH_TTL_SECONDS } from './push-delivery.server.ts';
import { savePushChoices } from './push-subscriptions.server.ts';
import { getRuntime } from './runtime.server.ts';

let service: TestPushService;
const keys = webPush.generateVAPIDKeys();

beforeAll(async () => {
  service = await startPushService();
  getRuntime().push = { ...keys, subject: 'mailto:team@diveatlas.example' };
});

afterAll(async () => {
  getRuntime().push = undefined;
  await service.stop();
});

beforeEach(() => {
  service.received.length = 0;
});

type Member = Awaited<ReturnType<typeof createMember>>;

async function addDevice(member: Member, name: string): Promise<TestDevice & { path: string }> {
  const device = testDevice();
  const path = `/push/${member.id}/${name}`;
  await db().insert(schema.pushSubscriptions).values({ userId: member.id, endpoint: `${service.origin}${path}`, p256dh: device.p256dh, auth: device.auth, userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' });
  return { ...device, path };
}

const buddyNotice = (member: Member) => ({ userId: member.id, category: 'buddies' as const, kind: 'buddy.asked', params: { diver: 'Mara Reef' }, link: '/logbook/buddies' });
/** Runs the queue's due jobs as a server's loop does, at `now`. */
const runJobs = (now = new Date()) => runDueJobs(JOB_HANDLERS, { now });

async function pushDelivery(notificationId: number) {
  const d = schema.notificationDeliveries;
  const [row] = await db().select().from(d).where(and(eq(d.notificationId, notificationId), eq(d.channel, 'push')));
  return row;
}

async function devicesOf(member: Member) {
  return db().select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.userId, member.id));
}

describe('a notification sent as a push', () => {
  it("goes to each of the member's devices from a job, signed by the site and holding only the notification's id, encrypted for the device", async () => {
    const member = await createMember();
    const phone = await addDevice(member, 'phone');
    const laptop = await addDevice(member, 'laptop');
    const id = (await notify(buddyNotice(member)))!;
    // Nothing is sent on the way: the job does it.
    expect(service.received).toHaveLength(0);
    expect((await pushDelivery(id))?.state).toBe('pending');

    await runJobs();
    expect(service.received.map((push) => push.path).sort()).toEqual([laptop.path, phone.path].sort());
    for (const device of [phone, laptop]) {
      const push = service.received.find((received) => received.path === device.path)!;
      expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${keys.publicKey}$`));
      expect(push.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.body.toString('latin1')).not.toContain('Mara Reef');
      expect(push.body.toString('latin1')).not.toContain(`"id"`);
      expect(JSON.parse(decryptPush(device, push.body))).toEqual({ id });
    }
    expect((await pushDelivery(id))?.state).toBe('sent');
    expect((await devicesOf(member)).every((device) => device.lastSuccessAt !== null)).toBe(true);

    // The job is done: running the queue again sends nothing more.
    await runJobs();
    expect(service.received).toHaveLength(2);
  });

  it('deletes at once a device its push service no longer knows (410)', async () => {
    const member = await createMember();
    const kept = await addDevice(member, 'kept');
    const gone = await addDevice(member, 'gone');
    service.answer(gone.path, 410);
    const id = (await notify(buddyNotice(member)))!;
    await runJobs();
    expect(service.received.map((push) => push.path).sort()).toEqual([gone.path, kept.path].sort());
    expect((await devicesOf(member)).map((device) => device.endpoint)).toEqual([`${service.origin}${kept.path}`]);
    expect((await pushDelivery(id))?.state).toBe('sent');
  });

  it("tries a failed push again later, on the device that missed it only", async () => {
    const member = await createMember();
    const steady = await addDevice(member, 'steady');
    const flaky = await addDevice(member, 'flaky');
    service.answer(flaky.path, 500);
    const id = (await notify(buddyNotice(member)))!;
    const run = await runJobs();
    expect(run.retried).toBe(1);
    expect(service.received).toHaveLength(2);
    const waiting = await pushDelivery(id);
    expect(waiting?.state).toBe('pending');
    expect(waiting?.lastError).toContain('500');
    expect(await devicesOf(member)).toHaveLength(2);
    const [job] = await db().select().from(schema.jobs).where(eq(schema.jobs.key, `${PUSH_JOB}:${waiting!.id}`));
    expect(job?.state).toBe('pending');
    expect(job!.runAfter.getTime()).toBeGreaterThan(Date.now());

    service.answer(flaky.path, 201);
    service.received.length = 0;
    await runJobs(new Date(Date.now() + 60_000));
    expect(service.received.map((push) => push.path)).toEqual([flaky.path]);
    expect(JSON.parse(decryptPush(flaky, service.received[0]!.body))).toEqual({ id });
    expect((await pushDelivery(id))?.state).toBe('sent');
    expect(steady.path).not.toBe(flaky.path);
  });

  it('is not sent to a member without a device, nor for a kind they switched off', async () => {
    const without = await createMember();
    const noDevice = (await notify(buddyNotice(without)))!;
    expect(await pushDelivery(noDevice)).toBeUndefined();

    const member = await createMember();
    await addDevice(member, 'only');
    await savePushChoices(member.id, { buddies: false });
    const switchedOff = (await notify(buddyNotice(member)))!;
    expect(await pushDelivery(switchedOff)).toBeUndefined();
    const other = (await notify({ ...buddyNotice(member), category: 'contributions' }))!;
    expect((await pushDelivery(other))?.state).toBe('pending');
    await runJobs();
    expect(service.received).toHaveLength(1);
  });

  it('goes to the followers of what happened who turned pushes on for what they follow, once however often the fan-out runs', async () => {
    const site = await createDiveSite({ name: 'Test Push Reef' });
    const [diver, wantsPush, noPush, noDevice] = [await createMember({ firstName: 'Pushy', lastName: 'Diver' }), await createMember(), await createMember(), await createMember()];
    for (const follower of [wantsPush, noPush, noDevice]) expect(await follow(follower.id, { kind: 'site', siteId: site.id })).toMatchObject({ ok: true });
    const device = await addDevice(wantsPush, 'phone');
    await addDevice(noPush, 'phone');
    await savePushChoices(wantsPush.id, { following: true });
    await savePushChoices(noDevice.id, { following: true });
    service.received.length = 0;

    const { diveId } = await logDive(diver, { place: { kind: 'site', siteId: site.id }, privacy: 'public' });
    const [activity] = await db().select({ id: schema.activities.id }).from(schema.activities).where(eq(schema.activities.diveId, diveId));
    expect(await fanOutActivity(activity!.id)).toBe(3);
    expect(await fanOutActivity(activity!.id)).toBe(0);
    await runJobs();
    await runJobs();
    expect(service.received.map((push) => push.path)).toEqual([device.path]);
    const [told] = await db().select({ id: schema.notifications.id }).from(schema.notifications).where(and(eq(schema.notifications.userId, wantsPush.id), eq(schema.notifications.activityId, activity!.id)));
    expect(JSON.parse(decryptPush(device, service.received[0]!.body))).toEqual({ id: told!.id });
  });
});
