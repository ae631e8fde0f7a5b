// Addresses as the log writes them. Some addresses carry a secret that is their only key: a
// member's calendar feed (/calendar/<token>/trips.ics), a password-reset or email-verification link
// (?token=), an unsubscribe link. Anyone who can read the logs could use them, so the secret is
// replaced before the address is written. log.server.ts applies this to every `url` a log line
// carries. Edit when an address starts carrying another kind of secret.

const REDACTED = '[redacted]';

/** Path segments whose next segment is a secret. */
const SECRET_AFTER = new Set(['calendar', 'unsubscribe', 'reset-password', 'verify-email']);

/** Query parameters that hold secrets, by name. */
const SECRET_PARAMETER = /token|secret|signature|password|^code$|^key$/i;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text).toLowerCase();
  } catch {
    return text.toLowerCase();
  }
}

/** The address with every secret in its path or query replaced by "[redacted]"; anything else as it was. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = pathPart.split('/');
  for (let index = 1; index < segments.length; index += 1) {
    if (segments[index] && SECRET_AFTER.has(decoded(segments[index - 1]!))) segments[index] = REDACTED;
  }
  if (queryAt === -1) return segments.join('/');
  const parameters = url
    .slice(queryAt + 1)
    .split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      const name = equals === -1 ? parameter : parameter.slice(0, equals);
      return SECRET_PARAMETER.test(decoded(name.replaceAll('+', ' '))) ? `${name}=${REDACTED}` : parameter;
    });
  return `${segments.join('/')}?${parameters.join('&')}`;
}

/** The serializer pino applies to a `url` field. */
export function loggedUrl(value: unknown): unknown {
  return typeof value === 'string' ? redactUrl(value) : value;
}
