// A request answered before its body was read (refused, or a page without an action): the rest of
// the body is read and dropped, never kept, for a few seconds, so that the client sees the answer
// instead of a reset connection; then the connection is closed if the body is still coming.
import type { Request, Response } from 'express';

const LINGER_MS = 5000;

export function hasUnreadBody(req: Request): boolean {
  return !req.complete && (req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0);
}

/** Call before answering: drops what is left of the body as it arrives, and limits how long that may take. */
export function dropUnreadBody(req: Request, res: Response): void {
  if (!hasUnreadBody(req)) return;
  req.unpipe();
  req.resume();
  const close = () => {
    if (req.complete) return;
    const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
    const stop = () => clearTimeout(timer);
    req.once('end', stop);
    req.socket.once('close', stop);
  };
  if (res.writableFinished) close();
  else res.once('finish', close);
}
