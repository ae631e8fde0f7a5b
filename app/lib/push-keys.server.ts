// The VAPID keys that sign this site's pushes (docs/decisions/0029-notifications-follows-and-the-feed.md):
// the ones in the environment when set (every app server of a site must use the same pair, since a
// browser's subscription is bound to the public key it was made with), else the pair generated once
// into DATA_DIR/secrets.json. The subject tells push services whom to contact about the pushes.
import type { Config } from './env.server.ts';
import type { LocalSecrets } from './secrets.server.ts';

export type PushKeys = { publicKey: string; privateKey: string; subject: string };

export function pushKeys(config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUBLIC_URL' | 'ORG_EMAIL'>, secrets: Pick<LocalSecrets, 'vapidPublicKey' | 'vapidPrivateKey'>): PushKeys {
  const fromEnvironment = config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY;
  return {
    publicKey: fromEnvironment ? config.VAPID_PUBLIC_KEY! : secrets.vapidPublicKey,
    privateKey: fromEnvironment ? config.VAPID_PRIVATE_KEY! : secrets.vapidPrivateKey,
    subject: config.VAPID_SUBJECT ?? vapidSubject(config),
  };
}

/**
 * The site's address when it is served over HTTPS (push services accept only https: and mailto:
 * subjects, and Apple's refuses a localhost one), otherwise the team's address.
 */
function vapidSubject(config: Pick<Config, 'PUBLIC_URL' | 'ORG_EMAIL'>): string {
  if (config.PUBLIC_URL?.startsWith('https://') && new URL(config.PUBLIC_URL).hostname !== 'localhost') return config.PUBLIC_URL;
  return `mailto:${config.ORG_EMAIL}`;
}
