// Form building blocks for the account pages: labelled fields whose error is announced and tied to
// the input, notices, and a submit button that says when it is working.
import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '~/lib/use-translation.ts';

type FieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'search';
  autoComplete?: string;
  defaultValue?: string;
  /** A message key, translated here. */
  error?: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  minLength?: number;
  id?: string;
};

export function TextField({ name, label, type = 'text', autoComplete, defaultValue, error, hint, required, maxLength, minLength, id }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${inputId}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        id={inputId}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={required}
        maxLength={maxLength}
        minLength={minLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-sky-600 focus:ring-2 focus:ring-sky-600/30 focus:outline-none ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      />
      <FieldError id={`${inputId}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  const t = useT();
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {t(error)}
    </p>
  );
}

type NoticeProps = { tone: 'error' | 'success' | 'info'; children: ReactNode; id?: string };

const TONES = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
} as const;

/** Errors interrupt (role=alert); confirmations and information wait their turn (role=status). */
export function Notice({ tone, children, id }: NoticeProps) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm ${TONES[tone]}`}>
      {children}
    </div>
  );
}

type SubmitProps = { children: ReactNode; name?: string; value?: string; tone?: 'primary' | 'danger' | 'secondary'; className?: string };

const BUTTON_TONES = {
  primary: 'bg-sky-700 text-white hover:bg-sky-800',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
} as const;

export function SubmitButton({ children, name, value, tone = 'primary', className = '' }: SubmitProps) {
  const navigation = useNavigation();
  const t = useT();
  const busy = navigation.state === 'submitting' && (name === undefined || navigation.formData?.get(name) === value);
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      className={`inline-flex items-center justify-center rounded-full px-5 py-2.5 font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-70 ${BUTTON_TONES[tone]} ${className}`}
    >
      {busy ? t('auth.working') : children}
    </button>
  );
}
