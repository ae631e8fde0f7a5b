// The sign-in address that brings a visitor back where they were, through the site's one
// redirect-target rule (~/lib/redirect-target.ts).
import { safeRedirectPath } from '~/lib/redirect-target.ts';

/** The sign-in address that brings the visitor back to where they were. */
export function signInPath(returnTo: string): string {
  const target = safeRedirectPath(returnTo, '/');
  return target === '/' ? '/sign-in' : `/sign-in?redirectTo=${encodeURIComponent(target)}`;
}
