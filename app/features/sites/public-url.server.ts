// The site's public origin for canonical URLs, sitemaps and exports: PUBLIC_URL when configured
// (behind a proxy the request's own host may be an internal one), else the request's origin.
import { getRuntime } from '../../lib/runtime.server.ts';

export function publicOrigin(request: Request): string {
  const configured = getRuntime().config.PUBLIC_URL;
  return (configured ?? new URL(request.url).origin).replace(/\/+$/, '');
}
