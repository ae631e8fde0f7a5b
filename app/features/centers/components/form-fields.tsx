// Labelled form controls for the dive-centre forms: each shows its error (a message key, translated
// here) below it and is tied to it with aria-describedby, so screen readers read both.
import type { ReactNode } from 'react';
import { useT } from '../../../lib/use-translation.ts';

const inputClass =
  'w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-sky-700 focus:ring-2 focus:ring-sky-700 focus:outline-none aria-[invalid=true]:border-red-700';

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const t = useT();
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {t(error)}
    </p>
  );
}

type FieldProps = {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  defaultValue?: string;
  required?: boolean;
  /** Form-specific prefix, so two forms on one page never share an id. */
  idPrefix?: string;
};

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function TextField({
  name,
  label,
  error,
  hint,
  defaultValue,
  required,
  idPrefix = 'f',
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
}: FieldProps & { type?: 'text' | 'email' | 'url' | 'tel' | 'time' | 'search'; inputMode?: 'decimal' | 'numeric' | 'text'; autoComplete?: string; maxLength?: number }) {
  const id = `${idPrefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        defaultValue={defaultValue}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`mt-1 ${inputClass}`}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextArea({ name, label, error, hint, defaultValue, required, idPrefix = 'f', rows = 5, maxLength, lang }: FieldProps & { rows?: number; maxLength?: number; lang?: string }) {
  const id = `${idPrefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        rows={rows}
        lang={lang}
        defaultValue={defaultValue}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`mt-1 ${inputClass}`}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  error,
  hint,
  defaultValue,
  required,
  idPrefix = 'f',
  options,
  emptyLabel,
}: FieldProps & { options: ReadonlyArray<{ value: string; label: string }>; emptyLabel?: string }) {
  const id = `${idPrefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`mt-1 ${inputClass}`}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A group of checkboxes sharing one name: the form posts every ticked value. */
export function CheckboxGroup({
  name,
  legend,
  options,
  checked,
  error,
  idPrefix = 'f',
  columns = 2,
  small = false,
}: {
  name: string;
  legend: ReactNode;
  options: ReadonlyArray<{ value: string; label: string; lang?: string }>;
  checked: readonly string[];
  error?: string;
  idPrefix?: string;
  columns?: 1 | 2 | 3;
  small?: boolean;
}) {
  const errorId = `${idPrefix}-${name}-error`;
  const grid = columns === 3 ? 'sm:grid-cols-3' : columns === 2 ? 'sm:grid-cols-2' : '';
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={small ? 'text-sm font-semibold text-slate-900' : 'text-base font-semibold text-slate-900'}>{legend}</legend>
      <div className={`mt-2 grid gap-x-4 gap-y-1.5 ${grid}`}>
        {options.map((option) => {
          const id = `${idPrefix}-${name}-${option.value}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <input id={id} type="checkbox" name={name} value={option.value} defaultChecked={checked.includes(option.value)} className="h-4 w-4 accent-sky-700" />
              <label htmlFor={id} className="text-sm text-slate-800" lang={option.lang}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** The message above a form when something could not be saved, or after it was. */
export function FormNotice({ tone, children, id }: { tone: 'error' | 'success' | 'info'; children: ReactNode; id?: string }) {
  const styles = {
    error: 'border-red-300 bg-red-50 text-red-900',
    success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
    info: 'border-sky-300 bg-sky-50 text-sky-950',
  } as const;
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border p-3 text-sm ${styles[tone]}`}>
      {children}
    </div>
  );
}

export const buttonClass = 'inline-flex items-center justify-center rounded-full bg-sky-800 px-5 py-2.5 font-semibold text-white hover:bg-sky-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-800 disabled:opacity-60';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-full border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-800';
export const dangerButtonClass =
  'inline-flex items-center justify-center rounded-full border border-red-700 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800';
