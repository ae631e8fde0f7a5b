// How the account routes answer beyond the form kit's replies: a refusal because of too many
// attempts (429, with the minutes to wait), and success as a redirect carrying the cookies set.
import { data, redirect } from 'react-router';
import { minutesUntil } from './auth-limits.server.ts';

/** @deprecated the form kit's formReply and replyWith; kept until every account form uses the kit. */
export function formFailure(
  failure: { intent?: string; fieldErrors?: Record<string, string>; formError?: string; formErrorParams?: Record<string, string | number>; values?: Record<string, string> },
  status = 400,
) {
  return data({ ...failure, ok: false as const }, { status });
}

export function limitedFailure(retryAt: Date, extra: { intent?: string; values?: Record<string, string> } = {}) {
  return formFailure({ ...extra, formError: 'auth.error.tooManyAttempts', formErrorParams: { minutes: minutesUntil(retryAt) } }, 429);
}

export function redirectWithCookies(to: string, cookies: readonly string[] = []) {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirect(to, { headers });
}
