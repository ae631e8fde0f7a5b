// The live inbox streams as a member's browsers get them from /api/inbox/events: at most five per
// member, the oldest closed with word not to come back, and one reading of the inbox per change
// for all of them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader } from '../../routes/api.inbox.events.ts';
import { getRuntime } from '../../lib/runtime.server.ts';
import { notify } from '../../lib/notify.server.ts';
import { createCenter } from '../../../tests/factories/centers.ts';
import { createMember, TEST_PASSWORD } from '../../../tests/factories/members.ts';
import { signInMember } from '../members/auth.service.server.ts';
import { messageCenter } from './inbox.service.server.ts';

const ORIGIN = 'http://diveatlas.test';

type OpenStream = { text: () => string; done: () => boolean; closeFromBrowser: () => void };

async function signedInCookie(email: string): Promise<string> {
  const result = await signInMember({ request: new Request(`${ORIGIN}/sign-in`, { method: 'POST' }), email, password: TEST_PASSWORD });
  if (!result.ok) throw new Error('sign-in failed');
  return result.cookies.map((line) => line.split(';')[0]).join('; ');
}

/** Opens the stream as a browser would and keeps reading it in the background. */
async function openStream(cookie: string, opened: OpenStream[]): Promise<OpenStream> {
  const browser = new AbortController();
  const args = { request: new Request(`${ORIGIN}/api/inbox/events`, { headers: { cookie }, signal: browser.signal }), params: {}, context: {} };
  const response = await loader(args as unknown as Parameters<typeof loader>[0]);
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let done = false;
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return void (done = true);
      text += decoder.decode(chunk.value, { stream: true });
    }
  })();
  const stream = { text: () => text, done: () => done, closeFromBrowser: () => browser.abort() };
  opened.push(stream);
  await expect.poll(() => text).toContain('event: inbox');
  return stream;
}

describe('a member’s live inbox streams', () => {
  const opened: OpenStream[] = [];
  afterEach(() => {
    for (const stream of opened.splice(0)) stream.closeFromBrowser();
    vi.restoreAllMocks();
  });

  it('are five at most: a sixth closes the oldest, and a change is read once for all of them', async () => {
    const diver = await createMember();
    const owner = await createMember();
    const center = await createCenter({ owner, name: 'Stream Cap Divers', email: null });
    const cookie = await signedInCookie(diver.email);

    const streams: OpenStream[] = [];
    for (let index = 0; index < 6; index += 1) streams.push(await openStream(cookie, opened));
    await expect.poll(() => streams[0]!.done()).toBe(true);
    expect(streams[0]!.text()).toContain('event: replaced');
    expect(streams.slice(1).map((stream) => stream.done())).toEqual([false, false, false, false, false]);

    const pool = getRuntime().pool;
    const query = vi.spyOn(pool, 'query');
    const inboxReadings = () => query.mock.calls.filter(([statement]) => /with centres as/.test(typeof statement === 'string' ? statement : String((statement as { text?: string }).text))).length;
    const { conversationId } = (await messageCenter({ centerId: center.id, memberId: diver.id, body: 'Any space on Saturday?' })) as { conversationId: number };
    for (const stream of streams.slice(1)) await expect.poll(() => stream.text()).toContain(`"changed":${conversationId}`);
    expect(streams[0]!.text()).not.toContain(`"changed":${conversationId}`);
    expect(inboxReadings()).toBe(1);
  });

  it('send the new unread count when the member is notified of anything, and to no one else', async () => {
    const [diver, other] = [await createMember(), await createMember()];
    const [mine, theirs] = [await openStream(await signedInCookie(diver.email), opened), await openStream(await signedInCookie(other.email), opened)];
    expect(mine.text()).toContain('"notifications":0');
    await notify({ userId: diver.id, category: 'contributions', kind: 'site.editAccepted', params: { site: 'Live Reef' }, link: '/listing/1' });
    await expect.poll(() => mine.text()).toContain('"notifications":1');
    expect(theirs.text()).not.toContain('"notifications":1');
  });
});
