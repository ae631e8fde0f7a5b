// The inbox in Chromium: "Message this centre" starts a conversation both sides read; the centre's
// people see it arrive (counts, the chat ribbon, the list) without a reload and answer; the member
// sees the answer appear, with its link clickable and any markup left as text; a reported message
// is read and removed by a moderator; a block stops the writing, also for crafted posts. Every
// inbox page is checked with axe (in Spanish) and for untranslated text in both languages.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appDatabase } from '../factories/centers.ts';
import { createMemberInApp } from '../factories/app-members.ts';
import { centerInApp, signInByRequest } from '../factories/trips.ts';
import { baseUrl, craftedPost, expectAccessibleAndTranslated, newPage, useBrowser, visit } from '../setup/browser.ts';

describe('the inbox', { timeout: 300_000 }, () => {
  const browser = useBrowser();
  let client: pg.Client;
  /** Each party's pages from the journey, checked with axe by the test after it. */
  const reached = new Map<{ email: string; password: string }, string[]>();
  beforeAll(async () => {
    client = await appDatabase(inject('appDataDir'));
  });
  afterAll(async () => {
    await client?.end();
  });

  it('a member writes from a centre page; the centre sees it arrive and answers; the member sees the answer without a reload; a moderator removes a reported message; a block stops the writing', async () => {
    const owner = await createMemberInApp(inject('appDataDir'), { firstName: 'Olivia', lastName: 'Owner' });
    const diver = await createMemberInApp(inject('appDataDir'), { firstName: 'Marco', lastName: 'Messenger' });
    const moderator = await createMemberInApp(inject('appDataDir'), { firstName: 'Mona', lastName: 'Moderator', role: 'moderator' });
    const { centerId } = await centerInApp(client, { ownerId: owner.id, name: 'Inbox Test Divers', siteKey: 'eg-the-bells' });

    const ownerPage = await newPage(browser);
    await signInByRequest(ownerPage, baseUrl(), owner.email, owner.password);
    await visit(ownerPage, `/admin-divecenter/divecenter/trips?center=${centerId}`);
    expect(await ownerPage.getByTestId('chat-ribbon').count()).toBe(0);

    const diverPage = await newPage(browser);
    await signInByRequest(diverPage, baseUrl(), diver.email, diver.password);
    await visit(diverPage, `/dive-center/${centerId}`);
    await diverPage.fill('#contact-subject', 'Drysuits in winter');
    await diverPage.fill('#contact-message', 'Do you rent drysuits? <img src=x onerror=alert(1)>');
    await diverPage.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => diverPage.locator('#contact [role=status]').textContent()).toContain('Their answer will be in your inbox');
    await diverPage.locator('#contact').getByRole('link', { name: 'Open the conversation' }).click();
    await diverPage.waitForURL(/\/account\/inbox\/\d+$/);
    const conversationId = Number(/inbox\/(\d+)/.exec(diverPage.url())![1]);
    await expect.poll(() => diverPage.getByTestId('thread').textContent()).toContain('Do you rent drysuits? <img src=x onerror=alert(1)>');
    expect(await diverPage.getByTestId('thread').locator('img').count()).toBe(0);

    // The owner's page, open all along: the count and the ribbon arrive without a reload.
    await expect.poll(() => ownerPage.getByTestId('unread-total').first().textContent()).toMatch(/^1/);
    const ribbon = ownerPage.getByTestId('chat-ribbon');
    await expect.poll(() => ribbon.textContent()).toContain('Marco Messenger · Inbox Test Divers');
    await ribbon.getByRole('link').first().click();
    await ownerPage.waitForURL(/\/admin-divecenter\/divecenter\/inbox\/\d+/);
    const centerThread = new URL(ownerPage.url()).pathname + new URL(ownerPage.url()).search;
    await expect.poll(() => ownerPage.getByTestId('thread').textContent()).toContain('Drysuits in winter');
    await ownerPage.getByLabel('Reply to Marco Messenger').fill('Yes, from 20 EUR a day: https://example.com/drysuits');
    await ownerPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => ownerPage.getByTestId('message').last().textContent()).toContain('from 20 EUR a day');

    // The member's thread, open all along, shows the answer with its link; reading it there marks it seen on the centre's side.
    await expect.poll(() => diverPage.getByTestId('message').last().textContent()).toContain('from 20 EUR a day');
    expect(await diverPage.getByTestId('message').last().getByRole('link', { name: 'https://example.com/drysuits' }).getAttribute('href')).toBe('https://example.com/drysuits');
    await expect.poll(() => ownerPage.getByTestId('message').last().getByTestId('seen').count()).toBe(1);

    // The member reports the answer; the moderator reads the conversation and removes it.
    const answer = diverPage.getByTestId('message').last();
    await answer.locator('summary', { hasText: 'Report' }).click();
    await answer.getByLabel('What is wrong').selectOption('scam');
    await answer.getByRole('button', { name: 'Send the report' }).click();
    await expect.poll(() => diverPage.locator('main [role=status]').first().textContent()).toContain('reported to the moderators');

    const moderatorPage = await newPage(browser);
    await signInByRequest(moderatorPage, baseUrl(), moderator.email, moderator.password);
    expect((await moderatorPage.request.get(`${baseUrl()}/account/inbox/${conversationId}`)).status()).toBe(404);
    await visit(moderatorPage, '/admin/message-reports');
    const report = moderatorPage.getByTestId('message-report').filter({ hasText: 'Marco Messenger' });
    expect(await report.textContent()).toContain('from 20 EUR a day');
    await report.getByRole('link', { name: 'Read the conversation' }).click();
    await expect.poll(() => moderatorPage.locator('#conversation').textContent()).toContain('Do you rent drysuits?');
    // The queue with its report and the conversation open is only there until the decision: checked now.
    await expectAccessibleAndTranslated(moderatorPage, [new URL(moderatorPage.url()).pathname + new URL(moderatorPage.url()).search]);
    await moderatorPage.getByTestId('message-report').filter({ hasText: 'Marco Messenger' }).getByRole('button', { name: 'Remove the message' }).click();
    await expect.poll(() => moderatorPage.locator('main [role=status]').first().textContent()).toBe('The message is removed.');
    // With no open report left, the conversation is closed to moderators again.
    expect((await moderatorPage.request.get(`${baseUrl()}/admin/message-reports?conversation=${conversationId}`)).status()).toBe(404);

    // The centre blocks the member: the member's form gives way to a notice, and a crafted post changes nothing.
    await visit(ownerPage, centerThread);
    await ownerPage.getByRole('button', { name: 'Block Marco Messenger' }).click();
    await expect.poll(() => ownerPage.locator('main [role=status]').first().textContent()).toContain('Blocked');
    await visit(diverPage, `/account/inbox/${conversationId}`);
    expect(await diverPage.locator('main').textContent()).toContain('The other side blocked this conversation');
    expect(await diverPage.getByLabel(/^Reply to/).count()).toBe(0);
    expect((await craftedPost(diverPage, `/account/inbox/${conversationId}`, { intent: 'reply', body: 'Still there?' })).status()).toBe(403);
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from message where conversation_id = $1 and body = 'Still there?'`, [conversationId]);
    expect(rows[0]!.n).toBe(0);
    await visit(ownerPage, centerThread);
    await ownerPage.getByRole('button', { name: 'Unblock' }).click();
    await expect.poll(() => ownerPage.locator('main [role=status]').first().textContent()).toBe('Unblocked.');

    reached.set(diver, ['/account/inbox', `/account/inbox/${conversationId}`]);
    reached.set(owner, [`/admin-divecenter/divecenter/inbox?center=${centerId}`, centerThread]);
  });

  it('every inbox page of that journey passes axe in Spanish and shows no message key in either language', async () => {
    expect(reached.size).toBe(2);
    for (const [party, paths] of reached) {
      const page = await newPage(browser);
      await signInByRequest(page, baseUrl(), party.email, party.password);
      await expectAccessibleAndTranslated(page, paths);
    }
  });
});
