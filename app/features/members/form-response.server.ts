// How the account routes answer a form: errors with status 400 (or 429 when rate-limited) and the
// values to show again; success as a redirect carrying any cookies that were set.
import { data, redirect } from 'react-router';
import { minutesUntil } from './auth-limits.server.ts';

export type FormFailure = {
  intent?: string;
  fieldErrors?: Record<string, string>;
  /** A message key for the whole form. */
  formError?: string;
  /** Parameters of formError, e.g. the minutes to wait. */
  formErrorParams?: Record<string, string | number>;
  values?: Record<string, string>;
};

export function formFailure(failure: FormFailure, status = 400) {
  return data({ ...failure, ok: false as const }, { status });
}

export function limitedFailure(retryAt: Date, extra: Omit<FormFailure, 'formError' | 'formErrorParams'> = {}) {
  return formFailure({ ...extra, formError: 'auth.error.tooManyAttempts', formErrorParams: { minutes: minutesUntil(retryAt) } }, 429);
}

export function redirectWithCookies(to: string, cookies: readonly string[] = []) {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirect(to, { headers });
}
