// `?redirectTo=` accepts paths on this site only, so a crafted sign-in link can never send a member
// to another site after they sign in (an "open redirect").

const BASE = 'http://local.invalid';

/** The path itself when it stays on this site, otherwise the fallback. */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  // Backslashes and control characters are read as "//" or stripped by some browsers.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return fallback;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The sign-in address that brings the visitor back to where they were. */
export function signInPath(returnTo: string): string {
  const target = safeRedirectPath(returnTo, '/');
  return target === '/' ? '/sign-in' : `/sign-in?redirectTo=${encodeURIComponent(target)}`;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) < 0x20 || value.charCodeAt(i) === 0x7f) return true;
  return false;
}
