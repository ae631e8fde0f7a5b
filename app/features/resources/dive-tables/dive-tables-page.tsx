// The /dive-tables page: settings, the live no-decompression table and the planner. Everything is derived
// from the URL on the server; in the browser the same functions run again on every change, and the URL is
// updated in place so that the page stays shareable without a reload.
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { PageHero } from '~/ui/page-hero.tsx';
import { useFrameData } from '~/features/frame/frame-data.ts';
import type { Translator } from '~/lib/i18n.ts';
import { useT } from '~/lib/use-translation.ts';
import { NdlTable } from './components/ndl-table.tsx';
import { PlanResults } from './components/plan-results.tsx';
import { PlannerForm } from './components/planner-form.tsx';
import { SafetyNotice } from './components/safety-notice.tsx';
import { SettingsForm } from './components/settings-form.tsx';
import { planDives } from './dive-plan.ts';
import {
  DEFAULT_SETTINGS,
  diveFormSearch,
  parsePlanner,
  parseTableSettings,
  readDiveForm,
  type DiveForm,
  type FieldName,
  type TableSettings,
} from './dive-tables.schema.ts';
import { formatDuration } from './format.ts';
import { computeNdlTable } from './ndl-table.ts';
import { isUnits, type Units } from './units.ts';

/** The member's preferred units, once the root loader carries the signed-in member; metric otherwise. */
function useMemberUnits(): Units {
  const units = useFrameData()?.user?.units;
  return isUnits(units) ? units : 'metric';
}

export function DiveTablesPage() {
  const location = useLocation();
  const memberUnits = useMemberUnits();
  // A navigation (units switch, back button) starts again from the URL; typing only replaces the URL.
  return <DiveTablesState key={`${location.search}|${memberUnits}`} search={location.search} memberUnits={memberUnits} />;
}

function DiveTablesState({ search, memberUnits }: { search: string; memberUnits: Units }) {
  const t = useT();
  const [form, setForm] = useState<DiveForm>(() => readDiveForm(new URLSearchParams(search), memberUnits));
  // The table keeps showing the last valid settings while a field is being corrected; its caption says which.
  const [settings, setSettings] = useState<TableSettings>(() => parseTableSettings(form).value ?? DEFAULT_SETTINGS);

  const settingsParsed = parseTableSettings(form);
  const plannerParsed = parsePlanner(form, settings);
  const units = form.units;

  const tableView = useMemo(() => computeNdlTable(settings, units), [settings, units]);
  const plannerKey = plannerParsed.value ? JSON.stringify(plannerParsed.value) : null;
  const planResult = useMemo(
    () => (plannerParsed.value ? planDives(settings, plannerParsed.value) : null),
    // plannerKey stands for plannerParsed.value, which is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settings, plannerKey],
  );

  const apply = (next: DiveForm) => {
    setForm(next);
    const parsed = parseTableSettings(next);
    if (parsed.value) setSettings(parsed.value);
    const query = diveFormSearch(next, new URLSearchParams(window.location.search));
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query}`);
  };
  const onField = (field: FieldName, value: string) => apply({ ...form, [field]: value });

  const errors = { ...(settingsParsed.errors ?? {}), ...(plannerParsed.errors ?? {}) };

  return (
    <>
      <PageHero eyebrow={t('dive-tables.eyebrow')} title={t('dive-tables.title')} intro={<p>{t('dive-tables.intro')}</p>} />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6">

      <SafetyNotice t={t} />

      <SettingsForm
        form={form}
        errors={settingsParsed.errors ?? {}}
        t={t}
        onField={onField}
        onPreset={(low, high) => apply({ ...form, gfLow: String(low), gfHigh: String(high) })}
      />
      <NdlTable view={tableView} settings={settings} units={units} t={t} />

      <section aria-labelledby="planner-heading" className="grid gap-8 border-t border-slate-200 pt-10 lg:grid-cols-[22rem_1fr]">
        <PlannerForm
          form={form}
          errors={errors}
          settings={settings}
          t={t}
          onField={onField}
          onRepeat={(repeat) => apply({ ...form, repeat })}
        />
        <div className="min-w-0 space-y-4">
          <p className="sr-only" role="status">
            {planResult ? planSummary(planResult, t) : t('dive-tables.results.fixFields')}
          </p>
          {planResult && plannerParsed.value ? (
            <PlanResults result={planResult} intervalMin={plannerParsed.value.second?.intervalMin ?? null} units={units} t={t} />
          ) : (
            <p className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800" data-testid="plan-invalid">
              {t('dive-tables.results.fixFields')}
            </p>
          )}
        </div>
      </section>
      </div>
    </>
  );
}

/** A short line for the live region, so a screen reader hears the outcome without the whole table. */
function planSummary(result: ReturnType<typeof planDives>, t: Translator): string {
  const first = result.first;
  if (!first.ok) return t('dive-tables.results.cannotPlan');
  return first.plan.decoRequired
    ? t('dive-tables.results.summaryDeco', { runtime: formatDuration(first.plan.runtimeS, t) })
    : t('dive-tables.results.summaryNoDeco', { runtime: formatDuration(first.plan.runtimeS, t) });
}
