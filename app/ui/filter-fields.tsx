// The fields of a GET filter form, drawn from a list: each page says which fields it has and
// their values (a feature's list of fields), and every form lays them out the same way, roomy on
// a page or compact in a side panel. A new filter is one more entry in that list.
import { useId } from 'react';
import { CheckboxGroup } from './checkbox-group.tsx';
import { FilterIssue } from './filter-issue.tsx';

type Option = { value: string; label: string };

export type FilterField =
  | { kind: 'choices'; name: string; legend: string; options: readonly Option[]; chosen: readonly string[] }
  | { kind: 'range'; legend: string; hint?: string; from: NumberInput; to: NumberInput }
  | { kind: 'select'; name: string; label: string; options: readonly Option[]; value: string; hint?: string; issue?: string }
  | ({ kind: 'number' } & NumberInput & { hint?: string })
  | { kind: 'text'; name: string; label: string; value: string; maxLength: number }
  | { kind: 'checkbox'; name: string; label: string; checked: boolean };

/** `issue`: a catalogue key saying why the address's value was left out (see filter-issue.tsx). */
type NumberInput = { name: string; label: string; value: string; min?: number; issue?: string };

export function FilterFields({ fields, compact = false }: { fields: readonly FilterField[]; compact?: boolean }) {
  const id = useId();
  const input = `w-full min-w-0 rounded-lg border border-slate-400 bg-white text-slate-900 ${compact ? 'px-2.5 py-1.5 text-sm' : 'px-3 py-2'}`;
  const labelClass = compact ? 'text-sm font-semibold text-slate-900' : 'text-sm text-slate-800';
  const hint = (key: string, text: string | undefined) =>
    text ? (
      <p id={`${id}-${key}-hint`} className="text-xs text-slate-700">
        {text}
      </p>
    ) : null;
  const describedBy = (key: string, text: string | undefined, issue?: string) => [text ? `${id}-${key}-hint` : null, issue ? `${id}-${key}-error` : null].filter(Boolean).join(' ') || undefined;
  // Lists of choices and ranges take the whole width; the single fields share a grid.
  const wide = fields.filter((field) => field.kind === 'choices' || field.kind === 'range');
  const small = fields.filter((field) => field.kind !== 'choices' && field.kind !== 'range');
  return (
    <>
      {wide.map((field) =>
        field.kind === 'choices' ? (
          <CheckboxGroup key={field.name} compact={compact} name={field.name} legend={field.legend} values={field.options.map((option) => option.value)} chosen={field.chosen} label={(value) => field.options.find((option) => option.value === value)?.label ?? value} />
        ) : field.kind === 'range' ? (
          <fieldset key={field.from.name} className="min-w-0">
            <legend className="mb-1 text-sm font-semibold text-slate-900">{field.legend}</legend>
            {hint(field.from.name, field.hint)}
            <div className={`grid grid-cols-2 ${compact ? 'gap-2' : 'mt-1 gap-3'}`}>
              {[field.from, field.to].map((end) => (
                <label key={end.name} className={compact ? 'text-xs text-slate-700' : 'text-sm text-slate-800'}>
                  {end.label}
                  <input name={end.name} type="number" inputMode="decimal" min={end.min} step="any" defaultValue={end.value} aria-invalid={end.issue ? true : undefined} aria-describedby={[describedBy(field.from.name, field.hint), end.issue ? `${id}-${end.name}-error` : null].filter(Boolean).join(' ') || undefined} className={input} />
                  <FilterIssue issue={end.issue} id={`${id}-${end.name}`} />
                </label>
              ))}
            </div>
          </fieldset>
        ) : null,
      )}
      <div className={compact ? 'grid grid-cols-2 gap-2' : 'grid gap-3 sm:grid-cols-2 lg:grid-cols-1'}>
        {small.map((field) => {
          switch (field.kind) {
            case 'select':
              return (
                <div key={field.name} className="flex flex-col gap-1">
                  <label className={labelClass}>
                    {field.label}
                    <select name={field.name} defaultValue={field.value} aria-invalid={field.issue ? true : undefined} aria-describedby={describedBy(field.name, field.hint, field.issue)} className={`${input} font-normal`}>
                      {field.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  </label>
                  {hint(field.name, field.hint)}
                  <FilterIssue issue={field.issue} id={`${id}-${field.name}`} />
                </div>
              );
            case 'number':
              return (
                <div key={field.name} className="flex flex-col gap-1">
                  <label className={labelClass}>
                    {field.label}
                    <input name={field.name} type="number" inputMode="decimal" min={field.min} step="any" defaultValue={field.value} aria-describedby={describedBy(field.name, field.hint)} className={`${input} font-normal`} />
                  </label>
                  {hint(field.name, field.hint)}
                </div>
              );
            case 'text':
              return (
                <label key={field.name} className={labelClass}>
                  {field.label}
                  <input name={field.name} type="text" maxLength={field.maxLength} defaultValue={field.value} className={`${input} font-normal`} />
                </label>
              );
            case 'checkbox':
              return (
                <label key={field.name} className="inline-flex items-center gap-2 self-end pb-1.5 text-sm text-slate-800">
                  <input type="checkbox" name={field.name} value="1" defaultChecked={field.checked} className="h-4 w-4 accent-sky-700" />
                  {field.label}
                </label>
              );
            default:
              return null;
          }
        })}
      </div>
    </>
  );
}
