// How the account routes answer beyond the form kit's replies: a refusal because of too many
// attempts (429, with the minutes to wait), and success as a redirect carrying the cookies set.
import { redirect } from 'react-router';
import { formReply, replyWith, type FormValues } from '~/lib/form-submission.ts';
import { minutesUntil } from './auth-limits.server.ts';

export function limitedFailure(retryAt: Date, extra: { intent?: string; values?: FormValues } = {}) {
  return replyWith(formReply({ ...extra, formError: 'auth.error.tooManyAttempts', formErrorParams: { minutes: minutesUntil(retryAt) } }), 429);
}

export function redirectWithCookies(to: string, cookies: readonly string[] = []) {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirect(to, { headers });
}
