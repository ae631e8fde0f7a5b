// The /dive-tables page: settings, the no-decompression table and the planner. The server computes
// everything: the table from the URL (a GET form), the plan from the planner's form (a POST). Without
// JavaScript both forms work as they are; with it, the table follows the settings as they change.
import { PageHero } from '~/ui/page-hero.tsx';
import { useT } from '~/lib/use-translation.ts';
import { Conventions } from './components/conventions.tsx';
import { NdlTable } from './components/ndl-table.tsx';
import { PlanResults } from './components/plan-results.tsx';
import { PlannerForm } from './components/planner-form.tsx';
import { SafetyNotice } from './components/safety-notice.tsx';
import { SettingsForm } from './components/settings-form.tsx';
import type { NdlTableView } from './ndl-table.ts';
import type { PlanView } from './plan-view.ts';
import type { PlannerField, PlannerForm as PlannerValues } from './planner-form.ts';
import type { FieldErrors, SettingsField, SettingsForm as SettingsValues, TableSettings } from './table-settings.ts';

type Props = {
  loaderData: {
    settingsForm: SettingsValues;
    settingsErrors: FieldErrors<SettingsField>;
    settings: TableSettings;
    table: NdlTableView;
    plannerDefaults: PlannerValues;
  };
  actionData: { values: PlannerValues; errors: FieldErrors<PlannerField>; plan: PlanView | null } | undefined;
};

export function DiveTablesPage({ loaderData, actionData }: Props) {
  const t = useT();
  const { settingsForm, settingsErrors, settings, table, plannerDefaults } = loaderData;
  const units = settingsForm.units;
  const plan = actionData?.plan ?? null;
  const plannerValues = actionData?.values ?? plannerDefaults;
  return (
    <>
      <PageHero eyebrow={t('dive-tables.eyebrow')} title={t('dive-tables.title')} intro={<p>{t('dive-tables.intro')}</p>} />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6">
        <SafetyNotice t={t} />
        <SettingsForm form={settingsForm} errors={settingsErrors} t={t} />
        <NdlTable view={table} settings={settings} units={units} t={t} />

        <section aria-labelledby="planner-heading" className="space-y-8 border-t border-slate-200 pt-10">
          <PlannerForm key={units} form={plannerValues} settingsForm={settingsForm} errors={actionData?.errors ?? {}} t={t} />
          <div id="plan-results" className="min-w-0 scroll-mt-24 space-y-4">
            {plan ? (
              <PlanResults result={plan} units={units} t={t} />
            ) : actionData ? (
              <p className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800" data-testid="plan-invalid" role="alert">
                {t('dive-tables.results.fixFields')}
              </p>
            ) : (
              <p className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-slate-700" data-testid="plan-waiting">
                {t('dive-tables.results.waiting')}
              </p>
            )}
          </div>
        </section>

        <Conventions t={t} />
      </div>
    </>
  );
}
