// /account/notifications/settings: for each kind of notification, whether it also comes by email at
// once, in the daily digest, or not at all, and whether as a push on the member's devices. Kinds that
// concern bookings are always emailed, and the page says why instead of offering a choice. Push is
// turned on per device here (app/features/account/push-settings.tsx), and a device removed from the list.
import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/account.notifications.settings';
import { requireMember } from '~/features/members/session.server.ts';
import { formReply, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { EMAIL_CHOICES, NOTIFICATION_CATEGORIES } from '~/lib/notification-categories.ts';
import { emailChoices, saveEmailChoices } from '~/lib/notify.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { queryFlag, readQuery } from '~/lib/parameters.schema.ts';
import { pushChoices, pushDevicesOf, removePushDevice, savePushChoices } from '~/lib/push-subscriptions.server.ts';
import { getRuntime } from '~/lib/runtime.server.ts';
import { PushSettings } from '~/features/account/push-settings.tsx';
import { recipientFor } from '~/lib/recipients.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { AccountPage } from '~/ui/account-page.tsx';
import { Checkbox, ChoiceGroup, FormKit, Notice, SubmitButton } from '~/ui/form-kit.tsx';

const choosable = NOTIFICATION_CATEGORIES.filter((category) => !category.transactional);
const ChoicesSchema = z.object(Object.fromEntries(choosable.map((category) => [category.id, z.enum(category.choices, { error: 'notifications.settings.invalid' })])));

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const { values } = readQuery(new URL(request.url).searchParams, { saved: queryFlag(), removed: queryFlag() });
  const [member, choices, push, devices] = await Promise.all([recipientFor(user.id), emailChoices(user.id), pushChoices(user.id), pushDevicesOf(user.id)]);
  return {
    messages: loadMessages(locale, ['notifications', 'account']),
    email: member?.email ?? '',
    choices,
    push,
    devices,
    pushKey: getRuntime().push?.publicKey ?? null,
    saved: values.saved ?? false,
    removed: values.removed ?? false,
  };
}

const pushField = (id: string) => `push-${id}`;

export async function action({ request }: Route.ActionArgs) {
  const user = await requireMember(request);
  const { form } = await readForm(request);
  if (form.get('intent') === 'remove-device') {
    const id = /^\d{1,15}$/.test(String(form.get('device') ?? '')) ? Number(form.get('device')) : null;
    if (id === null || !(await removePushDevice(user.id, id))) throw data(null, { status: 404 });
    throw redirect('/account/notifications/settings?removed=1#push');
  }
  const values = Object.fromEntries(choosable.map((category) => [category.id, String(form.get(category.id) ?? '')]));
  const parsed = ChoicesSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), 'notifications.settings.invalid']));
    return replyWith(formReply({ fieldErrors, formError: 'notifications.settings.invalid', values }));
  }
  await saveEmailChoices(user.id, parsed.data);
  // The push boxes are on the form only while the member has a device; an unticked box posts nothing.
  if (form.get('pushShown') === '1') await savePushChoices(user.id, Object.fromEntries(NOTIFICATION_CATEGORIES.map((category) => [category.id, form.get(pushField(category.id)) === 'on'])));
  throw redirect('/account/notifications/settings?saved=1');
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('notifications.settings.title'), description: t('notifications.settings.description'), noindex: true });
}

export default function NotificationSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const reply = actionData as FormReply | undefined;
  const pushShown = loaderData.devices.length > 0;
  const defaults = {
    ...Object.fromEntries(loaderData.choices.map((choice) => [choice.id, choice.email])),
    ...Object.fromEntries(loaderData.push.filter((choice) => choice.push).map((choice) => [pushField(choice.id), 'on'])),
  };
  const optionsOf = (id: string) => (NOTIFICATION_CATEGORIES.find((category) => category.id === id)?.choices ?? EMAIL_CHOICES).map((choice) => ({ value: choice, label: t(`notifications.settings.choice.${choice}`) }));
  return (
    <AccountPage title={t('notifications.settings.title')} intro={t('notifications.settings.intro', { email: loaderData.email })}>
      <div className="mt-4 flex flex-col gap-3">
        {loaderData.saved && !reply ? <Notice tone="success">{t('notifications.settings.saved')}</Notice> : null}
        {loaderData.removed ? <Notice tone="success">{t('notifications.push.removed')}</Notice> : null}
        {reply?.formError ? <Notice tone="error">{t(reply.formError)}</Notice> : null}
      </div>
      <div className="mt-6">
        <PushSettings publicKey={loaderData.pushKey} devices={loaderData.devices} />
      </div>
      <FormKit reply={reply} defaults={defaults} className="mt-6 flex flex-col gap-4">
        {pushShown ? <input type="hidden" name="pushShown" value="1" /> : null}
        {loaderData.choices.map((choice) => (
          <section key={choice.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby={`category-${choice.id}`}>
            <h2 id={`category-${choice.id}`} className="text-lg font-semibold text-slate-900">
              {t(`notifications.category.${choice.id}.name`)}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t(`notifications.category.${choice.id}.description`)}</p>
            <div className="mt-3">
              {choice.transactional ? (
                <p className="text-sm font-semibold text-slate-800">{t(`notifications.category.${choice.id}.transactional`)}</p>
              ) : (
                <ChoiceGroup name={choice.id} type="radio" legend={t('notifications.settings.emailLegend', { category: t(`notifications.category.${choice.id}.name`) })} options={optionsOf(choice.id)} compact />
              )}
            </div>
            {pushShown ? (
              <div className="mt-3">
                <Checkbox name={pushField(choice.id)} label={t('notifications.settings.pushChoice', { category: t(`notifications.category.${choice.id}.name`) })} />
              </div>
            ) : null}
          </section>
        ))}
        <p className="text-sm text-slate-700">{t('notifications.settings.digestNote')}</p>
        {pushShown ? null : <p className="text-sm text-slate-700">{t('notifications.settings.pushNote')}</p>}
        <div>
          <SubmitButton>{t('notifications.settings.save')}</SubmitButton>
        </div>
      </FormKit>
    </AccountPage>
  );
}
