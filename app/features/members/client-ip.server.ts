// The address a request came from, for per-address rate limits.
import { getRuntime, currentRequest } from '~/lib/runtime.server.ts';

/**
 * The request scope carries the socket's address (Express's req.ip, which honours TRUST_PROXY);
 * outside a request scope, behind a trusted proxy, the first X-Forwarded-For entry is the client.
 * Null when neither is known: per-address limits are then skipped rather than applied to everyone.
 */
export function clientIp(request: Request): string | null {
  const ip = currentRequest()?.ip;
  if (ip) return ip;
  if (getRuntime().config.TRUST_PROXY) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return null;
}
