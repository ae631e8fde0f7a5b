// /account/notifications/settings: for each kind of notification, whether it also comes by email at
// once, in the daily digest, or not at all. Kinds that concern bookings are always emailed, and the
// page says why instead of offering a choice.
import { redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/account.notifications.settings';
import { requireMember } from '~/features/members/session.server.ts';
import { formReply, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { EMAIL_CHOICES, NOTIFICATION_CATEGORIES } from '~/lib/notification-categories.ts';
import { emailChoices, saveEmailChoices } from '~/lib/notify.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { queryFlag, readQuery } from '~/lib/parameters.schema.ts';
import { recipientFor } from '~/lib/recipients.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { AccountPage } from '~/ui/account-page.tsx';
import { ChoiceGroup, FormKit, Notice, SubmitButton } from '~/ui/form-kit.tsx';

const choosable = NOTIFICATION_CATEGORIES.filter((category) => !category.transactional);
const ChoicesSchema = z.object(Object.fromEntries(choosable.map((category) => [category.id, z.enum(category.choices, { error: 'notifications.settings.invalid' })])));

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const { values } = readQuery(new URL(request.url).searchParams, { saved: queryFlag() });
  const [member, choices] = await Promise.all([recipientFor(user.id), emailChoices(user.id)]);
  return { messages: loadMessages(locale, ['notifications', 'account']), email: member?.email ?? '', choices, saved: values.saved ?? false };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireMember(request);
  const { form } = await readForm(request);
  const values = Object.fromEntries(choosable.map((category) => [category.id, String(form.get(category.id) ?? '')]));
  const parsed = ChoicesSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), 'notifications.settings.invalid']));
    return replyWith(formReply({ fieldErrors, formError: 'notifications.settings.invalid', values }));
  }
  await saveEmailChoices(user.id, parsed.data);
  throw redirect('/account/notifications/settings?saved=1');
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('notifications.settings.title'), description: t('notifications.settings.description'), noindex: true });
}

export default function NotificationSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const reply = actionData as FormReply | undefined;
  const defaults = Object.fromEntries(loaderData.choices.map((choice) => [choice.id, choice.email]));
  const optionsOf = (id: string) => (NOTIFICATION_CATEGORIES.find((category) => category.id === id)?.choices ?? EMAIL_CHOICES).map((choice) => ({ value: choice, label: t(`notifications.settings.choice.${choice}`) }));
  return (
    <AccountPage title={t('notifications.settings.title')} intro={t('notifications.settings.intro', { email: loaderData.email })}>
      <div className="mt-4 flex flex-col gap-3">
        {loaderData.saved && !reply ? <Notice tone="success">{t('notifications.settings.saved')}</Notice> : null}
        {reply?.formError ? <Notice tone="error">{t(reply.formError)}</Notice> : null}
      </div>
      <FormKit reply={reply} defaults={defaults} className="mt-6 flex flex-col gap-4">
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
          </section>
        ))}
        <p className="text-sm text-slate-700">{t('notifications.settings.digestNote')}</p>
        <div>
          <SubmitButton>{t('notifications.settings.save')}</SubmitButton>
        </div>
      </FormKit>
    </AccountPage>
  );
}
