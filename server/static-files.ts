// Static files of the production build. Edit when changing how files under build/client are sent
// or cached. The build writes a brotli and a gzip copy of each text file (scripts/precompress.ts);
// those copies are read into memory at start-up and sent as they are, so a request costs no
// compression and no file-system call. The other files of the build (images, fonts, small files) go
// through express.static, asked only for paths that exist: a page's URL costs it nothing.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { PUSH_WORKER_PATH } from '../app/lib/push-worker-path.ts';

/** Hashed file names never change content, so browsers may keep them for a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';
/**
 * The service worker that shows pushes keeps its address from one version to the next, so browsers
 * must ask each time whether it changed. At the site's root, its scope is the whole site without a
 * Service-Worker-Allowed header.
 */
const ALWAYS_ASK = 'no-cache';

function cacheControlOf(urlPath: string): string {
  if (urlPath === PUSH_WORKER_PATH) return ALWAYS_ASK;
  return urlPath.startsWith('/assets/') ? IMMUTABLE : ONE_HOUR;
}

/** The text formats the build precompresses, and their types; images and fonts are compressed already. */
export const COMPRESSIBLE_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ico': 'image/vnd.microsoft.icon',
};

type Variant = { body: Buffer; etag: string };
type Entry = { type: string; cacheControl: string; br?: Variant; gzip?: Variant };

/** The precompressed files, by URL path. */
export function loadPrecompressed(clientDir: string): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  if (!existsSync(clientDir)) return entries;
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' });
  const present = new Set(files);
  for (const file of files) {
    const type = COMPRESSIBLE_TYPES[path.extname(file)];
    if (!type) continue;
    const hasBr = present.has(`${file}.br`);
    const hasGzip = present.has(`${file}.gz`);
    if (!hasBr && !hasGzip) continue;
    const urlPath = `/${file.split(path.sep).join('/')}`;
    const read = (suffix: string): Variant => {
      const body = readFileSync(path.join(clientDir, `${file}${suffix}`));
      return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    };
    entries.set(urlPath, {
      type,
      cacheControl: cacheControlOf(urlPath),
      br: hasBr ? read('.br') : undefined,
      gzip: hasGzip ? read('.gz') : undefined,
    });
  }
  return entries;
}

/** Sends the precompressed copy the browser accepts (brotli first); passes on when there is none. */
export function precompressedStatic(clientDir: string): RequestHandler {
  const entries = loadPrecompressed(clientDir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const entry = entries.get(req.path);
    if (!entry) return next();
    // Whatever is sent, a cache must keep one copy per Accept-Encoding.
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(req.get('accept-encoding'), { br: Boolean(entry.br), gzip: Boolean(entry.gzip) });
    const variant = encoding && entry[encoding];
    if (!encoding || !variant) return next();
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', entry.cacheControl);
    res.setHeader('ETag', variant.etag);
    if (req.get('if-none-match') === variant.etag) return void res.status(304).end();
    res.setHeader('Content-Length', variant.body.length);
    if (req.method === 'HEAD') return void res.end();
    res.end(variant.body);
  };
}

/**
 * The copy to send for an Accept-Encoding header: the one with the higher q-value, brotli on a tie
 * (browsers list gzip first but accept both equally, and brotli is smaller); none when neither is
 * acceptable.
 */
export function chooseEncoding(header: string | undefined, available: { br: boolean; gzip: boolean }): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    quality.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  const of = (name: string) => quality.get(name) ?? quality.get('*') ?? 0;
  const br = available.br ? of('br') : 0;
  const gzip = available.gzip ? of('gzip') : 0;
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}

/** The build's other files, from disk; a request for anything else passes on without a file-system call. */
export function plainStatic(clientDir: string): RequestHandler {
  const files = new Set(
    existsSync(clientDir) ? readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).map((file) => `/${file.split(path.sep).join('/')}`) : [],
  );
  // Hashed file names never change content, so browsers may keep them for a year.
  const assets = express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false });
  const others = express.static(clientDir, {
    maxAge: '1h',
    index: false,
    setHeaders: (res, file) => {
      if (`/${path.relative(clientDir, file).split(path.sep).join('/')}` === PUSH_WORKER_PATH) res.setHeader('Cache-Control', ALWAYS_ASK);
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string;
    try {
      file = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (!files.has(file)) return next();
    if (file.startsWith('/assets/')) {
      // express.static serves the folder mounted at /assets, so it is given the path below it.
      const url = req.url;
      req.url = url.slice('/assets'.length);
      return assets(req, res, (error?: unknown) => {
        req.url = url;
        next(error);
      });
    }
    return others(req, res, next);
  };
}
