// The pages the HTTP layer answers with itself, before a request reaches React Router (a malformed
// address, a form from another site, a body that is too large, a restart) or when a request failed
// outside it. Small, self-contained HTML in the visitor's language, from the "common" catalogues.
// Edit when the HTTP layer gains a new refusal.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { createTranslator, LOCALES, type Locale, type MessageParams, type Messages } from '../app/lib/i18n.ts';
import { chooseLocale } from '../app/lib/locale.server.ts';
import { dropUnreadBody } from './unread-body.ts';

export type ServerPage = 'badAddress' | 'tooLarge' | 'crossSite' | 'unavailable' | 'server';

const STATUS: Record<ServerPage, number> = { badAddress: 400, crossSite: 403, tooLarge: 413, server: 500, unavailable: 503 };

const catalogues = Object.fromEntries(
  LOCALES.map((locale) => {
    const file = path.resolve(import.meta.dirname, '../app/locales', locale, 'common.json');
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    return [locale, Object.fromEntries(Object.entries(messages).map(([key, value]) => [`common.${key}`, value]))];
  }),
) as Record<Locale, Messages>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/**
 * Answers with the page and its status; a body not read yet is dropped. `close` asks the client to
 * open a new connection for its next request (the server is stopping).
 */
export function sendServerPage(req: Request, res: Response, page: ServerPage, options: { requestId: string; params?: MessageParams; close?: boolean }): void {
  // As the pages choose it (?lang=, the lang cookie, Accept-Language).
  const { locale } = chooseLocale({ url: req.url, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] });
  const t = createTranslator(locale, catalogues[locale]);
  const title = t(`common.error.${page}Title`, options.params);
  const text = t(`common.error.${page}Text`, options.params);
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5; color: #0f172a">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p style="color: #334155">${escapeHtml(t('common.error.reference', { requestId: options.requestId }))}</p>
<p><a href="/" style="color: #075985">${escapeHtml(t('common.error.backHome'))}</a></p>
</body>
</html>
`;
  res.status(STATUS[page]);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (page === 'unavailable') res.setHeader('Retry-After', '5');
  if (options.close) res.setHeader('Connection', 'close');
  dropUnreadBody(req, res);
  res.end(req.method === 'HEAD' ? undefined : html);
}
