// The address a request came from, for per-address rate limits.
import { getRuntime, currentRequest, type RequestScope } from '~/lib/runtime.server.ts';

/**
 * The request scope carries the socket's address (Express's req.ip, which honours TRUST_PROXY)
 * when the server entry provides it; behind a trusted proxy the first X-Forwarded-For entry is
 * the client. Null when neither is known: per-address limits are then skipped rather than
 * applied to everyone at once.
 */
export function clientIp(request: Request): string | null {
  const scope: (RequestScope & { ip?: string }) | undefined = currentRequest();
  if (scope?.ip) return scope.ip;
  if (getRuntime().config.TRUST_PROXY) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return null;
}
