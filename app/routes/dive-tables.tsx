import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/dive-tables';
import { DiveTablesPage } from '~/features/resources/dive-tables/dive-tables-page.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { frameSessionUser } from '~/features/members/session.server.ts';
import { usableSettings } from '~/features/resources/dive-tables/dive-tables.schema.ts';
import { planDives } from '~/features/resources/dive-tables/dive-plan.server.ts';
import { computeNdlTable } from '~/features/resources/dive-tables/ndl-table.server.ts';
import { defaultPlannerForm, readPlannerForm } from '~/features/resources/dive-tables/planner-form.ts';
import { parsePlanner } from '~/features/resources/dive-tables/planner.schema.ts';
import { readSettingsForm } from '~/features/resources/dive-tables/table-settings.ts';
import { isUnits, type Units } from '~/lib/units.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator } from '~/lib/use-translation.ts';

export const handle = { hero: true };

/** The member's preferred units, metric for a visitor; the URL's `units` wins over both. */
async function memberUnits(request: Request): Promise<Units> {
  // As the page frame reads it: without the database the page still works, in metric units.
  const units = (await frameSessionUser(request))?.units;
  return isUnits(units) ? units : 'metric';
}

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const url = new URL(request.url);
  const settingsForm = readSettingsForm(url.searchParams, await memberUnits(request));
  const { settings, errors } = usableSettings(settingsForm);
  return {
    messages: loadMessages(locale, ['dive-tables']),
    settingsForm,
    settingsErrors: errors,
    settings,
    table: computeNdlTable(settings, settingsForm.units),
    plannerDefaults: defaultPlannerForm(settingsForm.units),
  };
}

// The planner is public and writes nothing: anyone may plan, so there is no one to check. The settings
// travel with the planner's form (hidden fields), so the plan uses the table's gradient factors and water.
export async function action({ request }: Route.ActionArgs) {
  const { form: body } = await readForm(request);
  const settingsForm = readSettingsForm(body, await memberUnits(request));
  const units = settingsForm.units;
  const { settings } = usableSettings(settingsForm);
  const values = readPlannerForm(body, units);
  const parsed = parsePlanner(values, units, settings);
  if (!parsed.value) return data({ values, errors: parsed.errors, plan: null }, { status: 400 });
  return { values, errors: {}, plan: planDives(settings, parsed.value, units) };
}

// A plan changes nothing the loader reads: after a post the table stays as it is.
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod === 'POST' && currentUrl.search === nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('dive-tables.meta.title'), description: t('dive-tables.meta.description') });
}

export default function DiveTables({ loaderData, actionData }: Route.ComponentProps) {
  return <DiveTablesPage loaderData={loaderData} actionData={actionData} />;
}
