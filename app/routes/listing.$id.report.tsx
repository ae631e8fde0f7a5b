// /listing/:id/report: a member reports wrong facts, a duplicate or abuse. Moderators see the
// report in their queue; the member gets a confirmation on the listing page.
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/listing.$id.report';
import { recordId } from '~/lib/parameters.ts';
import { requireMember } from '~/features/members/session.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { formReply, parseSubmission, replyWith } from '~/lib/form-submission.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { ChoiceGroup, FormKit, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { ReportFormSchema } from '~/features/sites/reports.schema.ts';
import { REPORT_DETAILS_MAX } from '~/features/sites/reports.fields.ts';
import { createReport } from '~/features/sites/reports.server.ts';
import { getSite } from '~/features/sites/sites.queries.server.ts';
import { REPORT_REASONS } from '~/features/sites/site-vocabulary.ts';

async function reportableSite(request: Request, idParam: string) {
  const member = await requireMember(request);
  const id = recordId(idParam);
  const site = id === null ? null : await getSite(id);
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
  const submission = parseSubmission(form, ReportFormSchema);
  if (!submission.ok) return replyWith(submission.reply);
  const reported = await createReport({ siteId: site.id, reporterId: member.id, input: submission.data });
  if (!reported.ok) return replyWith(formReply({ fieldErrors: { details: 'sites.report.error.tooMany' }, values: submission.values }), 429);
  throw redirect(`/listing/${site.id}?reported=1`);
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({
    matches,
    location, title: t('sites.report.title', { name: loaderData?.site.name ?? '' }), description: t('sites.report.intro'), noindex: true });
}

export default function ReportSite({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-8 pb-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('sites.report.title', { name: loaderData.site.name })}</h1>
      <p className="mt-2 text-slate-700">{t('sites.report.intro')}</p>
      <FormKit idPrefix="report" reply={actionData} className="mt-6 flex flex-col gap-5">
        <ChoiceGroup
          name="reason"
          type="radio"
          legend={t('sites.report.reason')}
          columns={1}
          required
          options={REPORT_REASONS.map((reason) => ({ value: reason, label: t(`sites.report.reason.${reason}`), hint: t(`sites.report.reasonHint.${reason}`) }))}
        />
        <TextField name="duplicateOf" label={t('sites.report.duplicateOf')} hint={t('sites.report.duplicateHint')} maxLength={300} />
        <TextField name="details" label={t('sites.report.details')} rows={5} maxLength={REPORT_DETAILS_MAX} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton>{t('sites.report.submit')}</SubmitButton>
          <Link to={`/listing/${loaderData.site.id}`} className="font-semibold text-slate-800 underline">
            {t('sites.form.cancel')}
          </Link>
        </div>
      </FormKit>
    </div>
  );
}
