import { Link } from 'react-router';
import type { Route } from './+types/account.delete';
import { pageMeta } from '~/lib/page-meta.ts';
import { ownedCentersFate } from '~/features/centers/center-ownership.server.ts';
import { deleteMemberAccount } from '~/features/account/account-data.server.ts';
import { limitedFailure, redirectWithCookies } from '~/features/members/form-response.server.ts';
import { DeleteAccountSchema } from '~/features/members/member.schema.ts';
import { requireMember } from '~/features/members/session.server.ts';
import { formReply, parseSubmission, replyWith } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { Checkbox, FormKit, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { metaTranslator, useT } from '~/lib/use-translation.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const { locale } = await resolveLocale(request);
  return { messages: loadMessages(locale, ['auth', 'account']), centers: await ownedCentersFate(user.id) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireMember(request);
  const { form } = await readForm(request);
  const submission = parseSubmission(form, DeleteAccountSchema);
  if (!submission.ok) return replyWith(submission.reply);
  const result = await deleteMemberAccount({ request, userId: user.id, password: submission.data.password });
  if (result.ok) return redirectWithCookies('/sign-in?deleted=1', result.cookies);
  if ('limited' in result) return limitedFailure(result.limited);
  return replyWith(formReply({ fieldErrors: { password: 'account.error.passwordWrong' }, values: submission.values }));
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('account.delete.title'), description: t('account.delete.intro'), noindex: true });
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <p className="text-sm">
        <Link to="/account/settings" className="font-semibold text-sky-800 underline underline-offset-2">
          {t('account.delete.back')}
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">{t('account.delete.title')}</h1>
      <div className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p className="text-slate-800">{t('account.delete.intro')}</p>
        <ul className="list-disc space-y-1 pl-5 text-slate-800">
          <li>{t('account.delete.removed')}</li>
          <li>{t('account.delete.kept')}</li>
        </ul>
        {loaderData.centers.length ? (
          <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="owned-centers">
            <h2 className="font-semibold">{t('account.delete.centersTitle')}</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {loaderData.centers.map((center) => (
                <li key={center.id}>
                  <strong>{center.name}</strong>:{' '}
                  {center.nextOwner
                    ? t('account.delete.centerPasses', { name: `${center.nextOwner.firstName} ${center.nextOwner.lastName}`, memberId: center.nextOwner.memberId })
                    : t('account.delete.centerUnclaimed')}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <FormKit reply={actionData} className="space-y-4">
          <Checkbox name="confirm" tone="danger" required label={t('account.delete.confirm')} />
          <TextField name="password" type="password" label={t('account.field.currentPassword')} autoComplete="current-password" required />
          <SubmitButton tone="danger">{t('account.delete.submit')}</SubmitButton>
        </FormKit>
      </div>
    </div>
  );
}
