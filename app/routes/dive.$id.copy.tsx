// /dive/:id/copy: a confirmed buddy copies the dive into their own log: its place, time, duration and
// depths, with the cylinder they breathed from (in their own units) and the privacy they choose. Anyone
// else, the dive's own diver included, gets "not found".
import { data, redirect } from 'react-router';
import type { Route } from './+types/dive.$id.copy';
import { requireMember } from '~/features/members/session.server.ts';
import { LogbookPage } from '~/features/logbook/components/logbook-page.tsx';
import { BUDDY_COPY_FIELDS, parseBuddyCopy } from '~/features/logbook/buddy-copy.schema.ts';
import { copyableDive, copyBuddyDive } from '~/features/logbook/buddies.service.server.ts';
import { formatDiveStart } from '~/features/logbook/dive-format.ts';
import { DIVE_PRIVACY } from '~/features/logbook/dive-vocabulary.ts';
import { getLogbookSettings } from '~/features/logbook/logbook-settings.server.ts';
import { logbookMessages } from '~/features/logbook/logbook-messages.server.ts';
import { formReply, replyWith, submittedValues, type FormReply } from '~/lib/form-submission.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { recordId } from '~/lib/parameters.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { formatDepth } from '~/lib/units.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { ChoiceGroup, FormKit, Notice, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { formatDuration } from '~/features/logbook/components/dive-details.tsx';

async function copyable(request: Request, idParam: string) {
  const member = await requireMember(request);
  const id = recordId(idParam);
  const dive = id === null ? null : await copyableDive(member.id, id);
  if (!dive) throw data(null, { status: 404 });
  return { member, dive };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { member, dive } = await copyable(request, params.id);
  if (dive.copiedDiveId) throw redirect(`/dive/${dive.copiedDiveId}`);
  const { locale } = await resolveLocale(request);
  const settings = await getLogbookSettings(member.id);
  return { dive, units: member.units, defaults: { privacy: settings.defaultPrivacy, o2Percent: '21' }, messages: logbookMessages(locale) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { member, dive } = await copyable(request, params.id);
  const values = submittedValues((await readForm(request)).form);
  const fields = Object.fromEntries(BUDDY_COPY_FIELDS.map((name) => [name, String(values[name] ?? '')]));
  const parsed = parseBuddyCopy(fields, member.units);
  if (!parsed.ok) return replyWith(formReply({ values, fieldErrors: parsed.fieldErrors }));
  const author = { id: member.id, memberId: member.memberId, firstName: member.firstName, emailVerified: member.emailVerified };
  const result = await copyBuddyDive({ author, diveId: dive.id, input: parsed.input });
  if (result.ok) throw redirect(`/dive/${result.diveId}?logged=1`);
  if ('notFound' in result) throw data(null, { status: 404 });
  if ('formError' in result) return replyWith(formReply({ values, formError: result.formError }), 409);
  return replyWith(formReply({ values, fieldErrors: result.fieldErrors }));
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('logbook.buddies.copyTitle', { diver: loaderData?.dive.diverName ?? '' }), description: t('logbook.buddies.copyDescription'), noindex: true });
}

export default function CopyBuddyDive({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { dive, units, defaults } = loaderData;
  const reply = actionData as FormReply | undefined;
  const imperial = units === 'imperial';
  const pressureUnit = imperial ? 'psi' : 'bar';
  const facts = [
    dive.place,
    formatDiveStart(dive.startLocal, dive.utcOffsetMinutes, t.locale),
    dive.maxDepthM !== null ? formatDepth(dive.maxDepthM, units, t.locale) : null,
    dive.durationS !== null ? formatDuration(dive.durationS, t) : null,
  ].filter(Boolean);
  return (
    <LogbookPage title={t('logbook.buddies.copyTitle', { diver: dive.diverName })} intro={t('logbook.buddies.copyIntro', { diver: dive.diverName })} back={{ to: '/logbook/buddies', label: t('logbook.buddies.title') }}>
      <section aria-labelledby="copy-what" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="copy-what" className="text-lg font-semibold text-slate-900">
          {t('logbook.buddies.copyWhat')}
        </h2>
        <p className="mt-1 text-slate-800" data-testid="copy-facts">
          {facts.join(' · ')}
        </p>
      </section>
      {reply?.formError ? <Notice tone="error">{t(reply.formError)}</Notice> : null}
      <FormKit reply={reply} defaults={defaults} idPrefix="copy" className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold text-slate-900">{t('logbook.buddies.copyCylinder')}</legend>
          <p className="text-sm text-slate-600">{t('logbook.buddies.copyCylinderHint')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField name="size" inputMode="decimal" label={t(imperial ? 'logbook.form.cylinderSizeImperial' : 'logbook.form.cylinderSize')} />
            <TextField name="workPressure" inputMode="decimal" label={t('logbook.form.workPressure', { unit: pressureUnit })} />
            <TextField name="startPressure" inputMode="decimal" label={t('logbook.form.startPressure', { unit: pressureUnit })} />
            <TextField name="endPressure" inputMode="decimal" label={t('logbook.form.endPressure', { unit: pressureUnit })} />
            <TextField name="o2Percent" inputMode="decimal" label={t('logbook.form.o2')} />
          </div>
        </fieldset>
        <ChoiceGroup
          name="privacy"
          type="radio"
          legend={t('logbook.buddies.copyPrivacy')}
          columns={1}
          options={DIVE_PRIVACY.map((value) => ({ value, label: t(`logbook.privacy.${value}`), hint: t(`logbook.privacy.${value}.hint`) }))}
        />
        <SubmitButton>{t('logbook.buddies.copySave')}</SubmitButton>
      </FormKit>
    </LogbookPage>
  );
}
