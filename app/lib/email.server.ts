// Outgoing email. With SMTP_URL set, messages go through that server; without it they are written to
// DATA_DIR/outbox/ as JSON and logged, so sign-up and password reset work on a fresh machine.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import { onOneLine } from './single-line-text.ts';

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra header lines, such as RFC 8058's List-Unsubscribe pair. */
  headers?: Record<string, string>;
};

export type Mailer = {
  send(message: EmailMessage): Promise<void>;
};

export type OutboxEntry = EmailMessage & { id: string; from: string; createdAt: string; links: string[] };

const LINK_PATTERN = /https?:\/\/[^\s"'<>)]+/g;

export function linksIn(text: string): string[] {
  return [...new Set(text.match(LINK_PATTERN) ?? [])];
}

/** `log` may be a function returning the current request's logger, so mail lines carry the request id. */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: Logger | (() => Logger) }): Mailer {
  const { smtpUrl, from, outboxDir } = options;
  const log = { info: (fields: object, message: string) => (typeof options.log === 'function' ? options.log() : options.log).info(fields, message) };
  const mailer = smtpUrl ? smtpMailer(smtpUrl, from, log) : outboxMailer(outboxDir, from, log);
  // A subject is one header line: a title stored with a line break still makes one line of it.
  return { send: (message) => mailer.send({ ...message, subject: onOneLine(message.subject) }) };
}

type MailLog = { info(fields: object, message: string): void };

function smtpMailer(smtpUrl: string, from: string, log: MailLog): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
      log.info({ to: message.to, subject: message.subject }, 'email sent');
    },
  };
}

function outboxMailer(outboxDir: string, from: string, log: MailLog): Mailer {
  return {
    async send(message) {
      const createdAt = new Date().toISOString();
      const id = randomUUID();
      const entry: OutboxEntry = { id, from, createdAt, links: linksIn(message.text), ...message };
      await mkdir(outboxDir, { recursive: true });
      // The timestamp prefix keeps the folder listing in sending order.
      const file = path.join(outboxDir, `${createdAt.replace(/[:.]/g, '-')}-${id}.json`);
      await writeFile(file, JSON.stringify(entry, null, 2), { mode: 0o600 });
      log.info({ to: message.to, subject: message.subject, links: entry.links, file }, 'email written to the local outbox');
    },
  };
}
