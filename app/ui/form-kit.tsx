// The form kit's fields (its server half is app/lib/form-submission.ts). Every form of the site is
// a <FormKit> around these fields: each has its label, its hint and its error (a message key,
// translated here) tied to the control with aria-describedby and aria-invalid; after a refusal the
// fields show the values as typed and the first field in error takes the focus, with JavaScript (an
// effect) and without it (the autofocus attribute in the server's HTML). The page does no
// validation of its own: the action's zod schema decides, and its reply is given to <FormKit>.
//
//   <FormKit reply={actionData} defaults={{ email: '' }} className="space-y-4">
//     <TextField name="email" type="email" label={t('auth.field.email')} autoComplete="username" required />
//     <SubmitButton>{t('auth.signIn.submit')}</SubmitButton>
//   </FormKit>
import { createContext, useContext, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { FieldErrorParams, FieldErrors, FormReply, FormValues } from '~/lib/form-submission.ts';
import type { MessageParams } from '~/lib/i18n.ts';
import { numberFormat } from '~/lib/intl-format.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { useT } from '~/lib/use-translation.ts';

type KitContext = { idPrefix: string; values: FormValues; errors: FieldErrors; errorParams: FieldErrorParams; firstError: string | undefined };

const Kit = createContext<KitContext>({ idPrefix: 'field', values: {}, errors: {}, errorParams: {}, firstError: undefined });

type FormKitProps = Omit<ComponentProps<typeof Form>, 'children'> & {
  children: ReactNode;
  /** The action's reply after a refusal (actionData); ignored when it answered another form of the page. */
  reply?: Partial<FormReply> | null | undefined;
  /** The values shown before any reply: the stored record when editing. */
  defaults?: FormValues;
  /** Prefix of the fields' ids, so two forms on one page never share one ("field-email"). */
  idPrefix?: string;
  /**
   * On pages with several forms: this form's name, matched against the reply's. Its submit button
   * posts it (<SubmitButton name="intent" value="...">), so a second button may post another.
   */
  intent?: string;
  /** Errors the page adds to the reply's (rarely: a form that shows a problem found on loading). */
  errors?: FieldErrors;
};

/** A post form (it works without JavaScript) with the kit's context for its fields. */
export function FormKit({ reply, defaults = {}, idPrefix = 'field', intent, errors: extraErrors, children, method = 'post', ...formProps }: FormKitProps) {
  const t = useT();
  const ours = reply && (intent === undefined || reply.intent === undefined || reply.intent === intent) ? reply : undefined;
  const errors = { ...(ours?.fieldErrors ?? {}), ...extraErrors };
  const errorParams = ours?.fieldErrorParams ?? {};
  const values = ours?.values ? { ...defaults, ...ours.values } : defaults;
  const firstError = Object.keys(errors).find((name) => name !== 'form');
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // After a refusal the first field in error (else the form's message) takes the focus.
    if (!ours) return;
    const form = formRef.current;
    const target = form?.querySelector<HTMLElement>('input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"], fieldset[aria-invalid="true"] input') ?? form?.querySelector<HTMLElement>('[role="alert"][tabindex]');
    target?.focus();
  }, [ours]);
  const formError = ours?.formError ?? errors.form;
  return (
    <Kit.Provider value={{ idPrefix, values, errors, errorParams, firstError }}>
      <Form ref={formRef} method={method} noValidate {...formProps}>
        {formError ? (
          <Notice tone="error" focusable>
            {t(formError, ours?.formErrorParams)}
          </Notice>
        ) : null}
        {children}
      </Form>
    </Kit.Provider>
  );
}

/** What a field needs from the kit: its ids, its value as typed and its error. */
export function useField(name: string, options: { hint?: boolean; id?: string } = {}) {
  const { idPrefix, values, errors, errorParams, firstError } = useContext(Kit);
  const id = options.id ?? `${idPrefix}-${name}`;
  const error = errors[name];
  const errorParamsOf = errorParams[name];
  const value = values[name];
  const hintId = options.hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return {
    id,
    idPrefix,
    error,
    errorId,
    /** What the error says of the field's bounds ("at most {max} characters"). */
    errorParams: errorParamsOf,
    hintId,
    text: typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? '') : '',
    list: Array.isArray(value) ? value : typeof value === 'string' ? [value] : [],
    /** For the control itself. */
    controlProps: {
      id,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy,
      autoFocus: firstError === name ? true : undefined,
    },
  };
}

export const inputClass =
  'mt-1 block w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-sky-700 focus:ring-2 focus:ring-sky-700/30 focus:outline-none aria-[invalid=true]:border-red-700';
const labelClass = 'block text-sm font-semibold text-slate-900';

function Label({ htmlFor, label, required, hidden }: { htmlFor: string; label: ReactNode; required?: boolean; hidden?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={hidden ? 'sr-only' : labelClass}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

function Hint({ id, hint }: { id: string | undefined; hint: ReactNode }) {
  return hint ? (
    <p id={id} className="text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

/** Numbers in a message written as the visitor reads them ("5,000", "5.000"). */
function localNumbers(params: MessageParams | undefined, locale: string): MessageParams | undefined {
  if (!params) return undefined;
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, typeof value === 'number' ? numberFormat(locale).format(value) : value]));
}

/** The error under a field; `FieldError` alone serves controls the kit does not draw. */
export function FieldError({ name, id }: { name: string; id?: string }) {
  const t = useT();
  const { error, errorId, errorParams } = useField(name, { id });
  if (!error) return null;
  return (
    <p id={id ? `${id}-error` : errorId} className="mt-1 text-sm font-medium text-red-800">
      {t(error, localNumbers(errorParams, t.locale))}
    </p>
  );
}

/**
 * How much of a textarea's limit is used. Without JavaScript the textarea keeps its maxlength and this
 * says the limit. With it, nothing is cut: the count follows the typing ("1,234 / 5,000", red past the
 * limit, and the server refuses the text, keeping it as typed). It describes the textarea, so it is read
 * with it; near the limit a polite live region says what is left, once the typing pauses.
 */
function LengthCount({ id, length, max }: { id: string; length: number; max: number }) {
  const t = useT();
  const hydrated = useHydrated();
  const number = (value: number) => numberFormat(t.locale).format(value);
  const over = length - max;
  const nearLimit = max - length <= Math.max(20, Math.ceil(max / 10));
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if (!hydrated) return;
    const said = !nearLimit ? '' : over > 0 ? t.plural('common.form.countOver', over) : t.plural('common.form.countLeft', max - length);
    const timer = setTimeout(() => setSpoken(said), 700);
    return () => clearTimeout(timer);
  }, [hydrated, nearLimit, over, length, max, t]);
  return (
    <>
      <p id={id} className={`mt-1 text-sm ${over > 0 ? 'font-medium text-red-800' : 'text-slate-600'}`}>
        {hydrated ? t('common.form.count', { count: number(length), max: number(max) }) : t('common.form.countLimit', { max: number(max) })}
        {hydrated && over > 0 ? ` · ${t.plural('common.form.countOver', over)}` : null}
      </p>
      <p aria-live="polite" className="sr-only">
        {spoken}
      </p>
    </>
  );
}

type TextFieldProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'search' | 'url' | 'tel' | 'time' | 'number' | 'date' | 'datetime-local';
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
  minLength?: number;
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email';
  placeholder?: string;
  lang?: string;
  /** When two forms of a page have a field of the same name. */
  id?: string;
  /** The label is read by screen readers only (a table of inputs with a visible heading). */
  labelHidden?: boolean;
  className?: string;
};

export function TextField({ name, label, hint, type = 'text', rows, required, autoComplete, maxLength, minLength, inputMode, placeholder, lang, id, labelHidden, className }: TextFieldProps) {
  const field = useField(name, { hint: Boolean(hint), id });
  const hydrated = useHydrated();
  const [length, setLength] = useState(field.text.length);
  const area = useRef<HTMLTextAreaElement>(null);
  // A browser may put back what was typed before (history, a restored tab) without an input event.
  useEffect(() => setLength((known) => area.current?.value.length ?? known), []);
  const common = { name, required, maxLength, placeholder, lang, defaultValue: field.text, className: inputClass, ...field.controlProps };
  // A textarea with a limit shows its count; once the page runs, the count replaces the maxlength
  // that would cut a pasted text without a word.
  const countId = rows && maxLength ? `${field.id}-count` : undefined;
  const describedBy = [field.controlProps['aria-describedby'], countId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`min-w-0 ${className ?? ''}`}>
      <Label htmlFor={field.id} label={label} required={required} hidden={labelHidden} />
      <Hint id={field.hintId} hint={hint} />
      {rows ? (
        <textarea ref={area} rows={rows} {...common} maxLength={countId && hydrated ? undefined : maxLength} aria-describedby={describedBy} onInput={countId ? (event) => setLength(event.currentTarget.value.length) : undefined} />
      ) : (
        <input type={type} autoComplete={autoComplete ?? (type === 'password' ? undefined : 'off')} minLength={minLength} inputMode={inputMode} step={type === 'number' ? 'any' : undefined} {...common} />
      )}
      {countId && maxLength ? <LengthCount id={countId} length={length} max={maxLength} /> : null}
      <FieldError name={name} id={id} />
    </div>
  );
}

type Option = { value: string; label: string; lang?: string; hint?: string };

export function SelectField({
  name,
  label,
  hint,
  options,
  emptyLabel,
  required,
  autoComplete,
  id,
  children,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  options?: readonly Option[];
  /** A first option with no value ("Choose…", "Not sure"). */
  emptyLabel?: string;
  required?: boolean;
  autoComplete?: string;
  id?: string;
  /** Options drawn by the page (option groups); used instead of `options`. */
  children?: ReactNode;
}) {
  const field = useField(name, { hint: Boolean(hint), id });
  return (
    <div className="min-w-0">
      <Label htmlFor={field.id} label={label} required={required} />
      <Hint id={field.hintId} hint={hint} />
      <select name={name} defaultValue={field.text} required={required} autoComplete={autoComplete} className={inputClass} {...field.controlProps}>
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {children ??
          options?.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
      </select>
      <FieldError name={name} id={id} />
    </div>
  );
}

const GRID = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;

/** Checkboxes sharing one name (the form posts every ticked value) or radio buttons (one value). */
export function ChoiceGroup({
  name,
  legend,
  hint,
  options,
  type = 'checkbox',
  columns,
  required,
  checked,
  compact = false,
  id,
}: {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly Option[];
  type?: 'checkbox' | 'radio';
  /** A grid of this many columns; without it the choices flow on lines. */
  columns?: 1 | 2 | 3;
  required?: boolean;
  /** The ticked values when the form is not in a kit (search filters). */
  checked?: readonly string[];
  compact?: boolean;
  /** The group's id, when the form is not in a kit or has two groups of one name. */
  id?: string;
}) {
  const field = useField(name, { hint: Boolean(hint), id });
  const ticked = checked ?? field.list;
  return (
    <fieldset id={field.id} className="min-w-0" aria-invalid={field.controlProps['aria-invalid']} aria-describedby={field.controlProps['aria-describedby']}>
      <legend className={compact ? 'mb-1 text-sm font-semibold text-slate-900' : labelClass}>
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <Hint id={field.hintId} hint={hint} />
      <div className={columns ? `mt-2 grid gap-x-4 gap-y-1.5 ${GRID[columns]}` : `mt-1 flex flex-wrap ${compact ? 'gap-x-3 gap-y-1' : 'gap-x-4 gap-y-1.5'}`}>
        {options.map((option, index) => {
          const id = `${field.id}-${option.value}`;
          return (
            <div key={option.value} className={`flex items-center ${compact ? 'gap-1.5' : 'gap-2'}`}>
              <input
                id={id}
                type={type}
                name={name}
                value={option.value}
                defaultChecked={ticked.includes(option.value)}
                autoFocus={index === 0 ? field.controlProps.autoFocus : undefined}
                className="h-4 w-4 accent-sky-700"
              />
              <label htmlFor={id} className="text-sm text-slate-800" lang={option.lang}>
                {option.label}
                {option.hint ? <span className="block text-slate-700">{option.hint}</span> : null}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError name={name} id={id} />
    </fieldset>
  );
}

/** One checkbox that must or may be ticked ("I accept the terms"); it posts "on". */
export function Checkbox({ name, label, required, tone = 'default' }: { name: string; label: ReactNode; required?: boolean; tone?: 'default' | 'danger' }) {
  const field = useField(name);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input type="checkbox" name={name} required={required} defaultChecked={field.text === 'on'} className={`mt-1 size-4 ${tone === 'danger' ? 'accent-red-700' : 'accent-sky-700'}`} {...field.controlProps} />
        <label htmlFor={field.id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldError name={name} />
    </div>
  );
}

/** A file picker; files are never sent back, so a refused form asks for them again. */
export function FileField({ name, label, hint, accept, multiple, resetKey }: { name: string; label: ReactNode; hint?: ReactNode; accept: string; multiple?: boolean; resetKey?: string }) {
  const field = useField(name, { hint: Boolean(hint) });
  return (
    <div className="min-w-0">
      <Label htmlFor={field.id} label={label} />
      <Hint id={field.hintId} hint={hint} />
      <input
        key={resetKey}
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-full file:border-0 file:bg-slate-200 file:px-4 file:py-2 file:font-semibold file:text-slate-900"
        {...field.controlProps}
      />
      <FieldError name={name} />
    </div>
  );
}

/** Every error of a long form in one list, each a link to its field. */
export function ErrorSummary({ fieldLabel }: { fieldLabel: (name: string) => string }) {
  const t = useT();
  const { idPrefix, errors, errorParams } = useContext(Kit);
  const entries = Object.entries(errors).filter(([name]) => name !== 'form');
  if (!entries.length) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" data-testid="form-errors">
      <p className="font-semibold">{t.plural('common.form.errorSummary', entries.length)}</p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {entries.map(([name, error]) => (
          <li key={name}>
            <a href={`#${idPrefix}-${name}`} className="underline">
              {fieldLabel(name)}: {t(error, localNumbers(errorParams[name], t.locale))}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const TONES = {
  error: 'border-red-300 bg-red-50 text-red-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  info: 'border-sky-300 bg-sky-50 text-sky-950',
} as const;

/** A message above a form. Errors interrupt (role=alert); confirmations wait their turn (role=status). */
export function Notice({ tone, children, id, focusable }: { tone: keyof typeof TONES; children: ReactNode; id?: string; focusable?: boolean }) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} tabIndex={focusable ? -1 : undefined} className={`rounded-lg border px-4 py-3 text-sm ${TONES[tone]}`}>
      {children}
    </div>
  );
}

const BUTTON_TONES = {
  primary: 'bg-sky-800 text-white hover:bg-sky-900',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  secondary: 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-50',
  dangerOutline: 'border border-red-700 bg-white text-red-800 hover:bg-red-50',
} as const;

export function buttonClass(tone: keyof typeof BUTTON_TONES = 'primary', size: 'normal' | 'small' = 'normal'): string {
  const padding = size === 'small' ? 'px-4 py-2 text-sm' : 'px-5 py-2.5';
  return `inline-flex items-center justify-center rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-800 disabled:opacity-70 ${padding} ${BUTTON_TONES[tone]}`;
}

/** A submit button that says when its form is on its way. */
export function SubmitButton({
  children,
  name,
  value,
  tone = 'primary',
  size = 'normal',
  className = '',
  formNoValidate,
  describedBy,
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  tone?: keyof typeof BUTTON_TONES;
  size?: 'normal' | 'small';
  className?: string;
  formNoValidate?: boolean;
  /** An element that says what the button acts on, when its text alone does not. */
  describedBy?: string;
}) {
  const navigation = useNavigation();
  const t = useT();
  const busy = navigation.state === 'submitting' && (name === undefined || navigation.formData?.get(name) === value);
  return (
    <button type="submit" name={name} value={value} disabled={busy} formNoValidate={formNoValidate} aria-describedby={describedBy} className={`${buttonClass(tone, size)} ${className}`}>
      {busy ? t('common.form.working') : children}
    </button>
  );
}
