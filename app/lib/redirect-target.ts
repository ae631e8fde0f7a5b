// The one rule for sending a browser to an address a visitor supplied (`?redirectTo=`, a form's
// hidden "come back here" field): a path on this site, never another origin (an "open redirect").
// Every redirect to a user-supplied target goes through safeRedirectPath.

const MAX_LENGTH = 2000;
/** A made-up origin to resolve against: the target must still be on it afterwards. */
const DUMMY_ORIGIN = 'https://redirect-target.invalid';

/**
 * The target, normalised ("/a/../b" becomes "/b"), when it is a path on this site; otherwise the
 * fallback. Normalising comes first and the result is checked again: "/.//evil.example" resolves
 * to "//evil.example", which a browser reads as another site.
 */
export function safeRedirectPath(value: unknown): string | null;
export function safeRedirectPath(value: unknown, fallback: string): string;
export function safeRedirectPath(value: unknown, fallback: string | null = null): string | null {
  if (typeof value !== 'string' || !isSitePath(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, DUMMY_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== DUMMY_ORIGIN) return fallback;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  return isSitePath(normalised) ? normalised : fallback;
}

/**
 * One leading slash and no second one (a scheme-relative "//host"), no backslash (browsers read
 * "/\host" as "//host"), no control character (browsers drop tabs and newlines, turning "/\t/host"
 * into "//host"). Starting with "/" also rules out a scheme ("javascript:", "https:").
 */
function isSitePath(value: string): boolean {
  if (value.length === 0 || value.length > MAX_LENGTH) return false;
  if (value[0] !== '/' || value[1] === '/') return false;
  if (value.includes('\\')) return false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false;
  }
  return true;
}
