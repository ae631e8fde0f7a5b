import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, schema } from '~/lib/db.server.ts';
import { getRuntime } from '~/lib/runtime.server.ts';
import { sendContactMessage } from './contact.service.server.ts';

const input = (email: string) => ({ name: 'Ana López', email, topic: 'listing' as const, message: 'The depth of the wreck looks wrong to me.' });

async function outboxTo(address: string) {
  const dir = path.join(getRuntime().dataDir, 'outbox');
  const files = await readdir(dir).catch(() => []);
  const entries = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Record<string, string>));
  return entries.filter((entry) => entry.to === address);
}

describe('sending a contact message', () => {
  it('stores the message and emails it to the organisation, with the sender as reply-to', async () => {
    const result = await sendContactMessage({ input: input('ana@example.org'), locale: 'es', clientAddress: null });
    expect(result.status).toBe('sent');
    const id = result.status === 'sent' ? result.id : 0;
    const [row] = await db().select().from(schema.contactMessages).where(eq(schema.contactMessages.id, id));
    expect(row).toMatchObject({ name: 'Ana López', email: 'ana@example.org', topic: 'listing', locale: 'es' });
    expect(row?.emailedAt).toBeInstanceOf(Date);
    const [email] = await outboxTo(getRuntime().config.ORG_EMAIL);
    expect(email?.replyTo).toBe('ana@example.org');
    expect(email?.text).toContain('The depth of the wreck looks wrong to me.');
  });

  it('refuses the sixth message from one address within an hour, without storing it', async () => {
    const address = 'busy@example.org';
    for (let i = 0; i < 5; i += 1) expect((await sendContactMessage({ input: input(address), locale: 'en', clientAddress: null })).status).toBe('sent');
    const refused = await sendContactMessage({ input: input(address.toUpperCase()), locale: 'en', clientAddress: null });
    expect(refused.status).toBe('rate-limited');
    const rows = await db().select().from(schema.contactMessages).where(eq(schema.contactMessages.email, address));
    expect(rows).toHaveLength(5);
  });

  it('keeps the message when the email cannot be sent', async () => {
    const { mailer } = getRuntime();
    const original = mailer.send;
    mailer.send = async () => {
      throw new Error('SMTP server unreachable');
    };
    try {
      const result = await sendContactMessage({ input: input('offline@example.org'), locale: 'en', clientAddress: '203.0.113.9' });
      expect(result.status).toBe('sent');
      const [row] = await db().select().from(schema.contactMessages).where(eq(schema.contactMessages.email, 'offline@example.org'));
      expect(row?.emailedAt).toBeNull();
    } finally {
      mailer.send = original;
    }
  });
});
