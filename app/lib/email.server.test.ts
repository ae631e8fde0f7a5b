import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, linksIn, type OutboxEntry } from './email.server.ts';

describe('email without SMTP', () => {
  let folder = '';
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('writes each message to the outbox with the links it contains', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const mailer = createMailer({ from: 'Dive <no-reply@dive.example>', outboxDir: folder, log: pino({ level: 'silent' }) });
    await mailer.send({ to: 'ana@example.org', subject: 'Reset your password', text: 'Open https://dive.example/reset?token=abc within an hour.' });
    const [file] = await readdir(folder);
    const entry = JSON.parse(await readFile(path.join(folder, file!), 'utf8')) as OutboxEntry;
    expect(entry).toMatchObject({ to: 'ana@example.org', subject: 'Reset your password', links: ['https://dive.example/reset?token=abc'] });
  });

  it('sends a subject on one line even when a title stored before the one-line rule has a line break', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const mailer = createMailer({ from: 'Dive <no-reply@dive.example>', outboxDir: folder, log: pino({ level: 'silent' }) });
    await mailer.send({ to: 'ana@example.org', subject: 'Trip cancelled: Night dive \r\nBcc: all@example.org\u2028again', text: 'Sorry.' });
    const [file] = await readdir(folder);
    const entry = JSON.parse(await readFile(path.join(folder, file!), 'utf8')) as OutboxEntry;
    expect(entry.subject).toBe('Trip cancelled: Night dive Bcc: all@example.org again');
  });

  it('finds links once each, without trailing punctuation in brackets', () => {
    expect(linksIn('See (https://a.example/x) and https://a.example/x again')).toEqual(['https://a.example/x']);
  });
});
