// A labelled input with its hint and its error, wired for screen readers (aria-describedby, aria-invalid).
import type { ReactNode } from 'react';

type FieldProps = {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
};

export function Field({ id, label, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children(describedBy, Boolean(error))}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-sky-700 focus:outline-2 focus:outline-sky-700 aria-invalid:border-red-700';

type NumberInputProps = {
  id: string;
  name: string;
  defaultValue: string;
  range: { min: number; max: number; step: number };
  describedBy: string | undefined;
  invalid: boolean;
  /** False for a field that may stay empty (a gas row not in use). */
  required?: boolean;
};

/** A number as the reader types it; the server reads and checks it, so the input keeps its own value. */
export function NumberInput({ id, name, defaultValue, range, describedBy, invalid, required = true }: NumberInputProps) {
  return (
    <input
      id={id}
      name={name}
      type="number"
      inputMode="decimal"
      min={range.min}
      max={range.max}
      step={range.step === 1 ? 1 : 'any'}
      defaultValue={defaultValue}
      required={required}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={inputClass}
    />
  );
}
