// What a browser sends when it turns push on or off (app/routes/api.push.subscription.ts): the
// subscription its push service gave it. The server later posts to the endpoint, so only the push
// services of the browsers people use are accepted: any other address would let a member make the
// server send requests wherever they like.
import { z } from 'zod';

/** Hosts of the browsers' push services: Chrome's and most Chromium browsers', Firefox's, Safari's and Edge's. */
const PUSH_SERVICE_HOSTS: ReadonlyArray<RegExp> = [/^fcm\.googleapis\.com$/, /^android\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /^([a-z0-9-]+\.)*push\.apple\.com$/, /^[a-z0-9-]+\.notify\.windows\.com$/];

export function isPushServiceEndpoint(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.port === '' && !url.username && !url.password && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

const endpoint = z.string().max(2000, 'notifications.push.error.invalid').refine(isPushServiceEndpoint, 'notifications.push.error.invalid');

export const PushSubscribeSchema = z.object({
  endpoint,
  /** The browser's P-256 public key (65 bytes) and its authentication secret (16 bytes), base64url. */
  p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'notifications.push.error.invalid'),
  auth: z.string().regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/, 'notifications.push.error.invalid'),
});

export const PushUnsubscribeSchema = z.object({ endpoint });
