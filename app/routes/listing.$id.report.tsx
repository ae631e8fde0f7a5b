// /listing/:id/report: a member reports wrong facts, a duplicate or abuse. Moderators see the
// report in their queue; the member gets a confirmation on the listing page.
import { readForm } from '~/lib/request-body.server.ts';
import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/listing.$id.report';
import { requireMember } from '~/features/members/session.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { pageMeta } from '~/features/sites/page-meta.ts';
import { REPORT_DETAILS_MAX, ReportFormSchema } from '~/features/sites/reports.schema.ts';
import { createReport } from '~/features/sites/reports.server.ts';
import { hitWriteLimit } from '~/lib/write-limits.server.ts';
import { getSite } from '~/features/sites/sites.queries.server.ts';
import { REPORT_REASONS } from '~/features/sites/site-vocabulary.ts';

async function reportableSite(request: Request, idParam: string) {
  const member = await requireMember(request);
  const id = Number(idParam);
  const site = Number.isSafeInteger(id) && id > 0 ? await getSite(id) : null;
  if (!site || site.status !== 'published') throw data(null, { status: 404 });
  return { member, site };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { site } = await reportableSite(request, params.id);
  const { locale } = await resolveLocale(request);
  return { messages: loadMessages(locale, ['sites']), site: { id: site.id, name: site.name } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { member, site } = await reportableSite(request, params.id);
  const { form } = await readForm(request);
  const values = { reason: String(form.get('reason') ?? ''), details: String(form.get('details') ?? ''), duplicateOf: String(form.get('duplicateOf') ?? '') };
  const parsed = ReportFormSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return data({ values, fieldErrors }, { status: 400 });
  }
  if (!(await hitWriteLimit('report', member.id)).allowed) return data({ values, fieldErrors: { details: 'report.error.tooMany' } }, { status: 429 });
  await createReport({ siteId: site.id, reporterId: member.id, input: parsed.data });
  throw redirect(`/listing/${site.id}?reported=1`);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta(matches, { title: t('sites.report.title', { name: loaderData?.site.name ?? '' }), description: t('sites.report.intro'), noindex: true });
}

export default function ReportSite({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const values = actionData?.values ?? { reason: '', details: '', duplicateOf: '' };
  const inputClass = 'mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900';
  const error = (field: string) =>
    errors[field] ? (
      <p id={`report-${field}-error`} className="mt-1 text-sm font-medium text-red-800">
        {t(`sites.${errors[field]}`)}
      </p>
    ) : null;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-8 pb-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('sites.report.title', { name: loaderData.site.name })}</h1>
      <p className="mt-2 text-slate-700">{t('sites.report.intro')}</p>
      <Form method="post" className="mt-6 flex flex-col gap-5">
        <fieldset aria-invalid={errors.reason ? true : undefined} aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
          <legend className="font-semibold text-slate-900">{t('sites.report.reason')}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className="inline-flex items-start gap-2 text-slate-800">
                <input type="radio" name="reason" value={reason} defaultChecked={values.reason === reason} required className="mt-1 h-4 w-4 accent-sky-700" />
                <span>
                  <span className="font-medium">{t(`sites.report.reason.${reason}`)}</span>
                  <span className="block text-sm text-slate-700">{t(`sites.report.reasonHint.${reason}`)}</span>
                </span>
              </label>
            ))}
          </div>
          {error('reason')}
        </fieldset>
        <div>
          <label htmlFor="report-duplicate" className="font-semibold text-slate-900">
            {t('sites.report.duplicateOf')}
          </label>
          <p id="report-duplicate-hint" className="text-sm text-slate-700">
            {t('sites.report.duplicateHint')}
          </p>
          <input id="report-duplicate" name="duplicateOf" defaultValue={values.duplicateOf} maxLength={300} aria-describedby="report-duplicate-hint" className={inputClass} />
        </div>
        <div>
          <label htmlFor="report-details" className="font-semibold text-slate-900">
            {t('sites.report.details')}
          </label>
          <textarea
            id="report-details"
            name="details"
            rows={5}
            maxLength={REPORT_DETAILS_MAX}
            defaultValue={values.details}
            aria-invalid={errors.details ? true : undefined}
            aria-describedby={errors.details ? 'report-details-error' : undefined}
            className={inputClass}
          />
          {error('details')}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="rounded-full bg-sky-700 px-5 py-2 font-semibold text-white hover:bg-sky-800">
            {t('sites.report.submit')}
          </button>
          <Link to={`/listing/${loaderData.site.id}`} className="font-semibold text-slate-800 underline">
            {t('sites.form.cancel')}
          </Link>
        </div>
      </Form>
    </div>
  );
}
