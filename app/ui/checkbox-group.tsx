// A titled group of checkboxes sharing one form field name (submitted as repeated values).
export function CheckboxGroup({
  name,
  legend,
  values,
  chosen,
  label,
  compact = false,
}: {
  name: string;
  legend: string;
  values: readonly string[];
  chosen: readonly string[];
  label: (value: string) => string;
  /** Tighter spacing for side panels. */
  compact?: boolean;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className={`flex flex-wrap ${compact ? 'gap-x-3 gap-y-1' : 'gap-x-4 gap-y-1.5'}`}>
        {values.map((value) => (
          <label key={value} className={`inline-flex items-center text-sm text-slate-800 ${compact ? 'gap-1.5' : 'gap-2'}`}>
            <input type="checkbox" name={name} value={value} defaultChecked={chosen.includes(value)} className="h-4 w-4 accent-sky-700" />
            {label(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
