import { Form, Link } from 'react-router';
import type { Route } from './+types/account.delete';
import { pageMeta } from '~/features/frame/page-head.ts';
import { deleteMemberAccount } from '~/features/members/account-data.server.ts';
import { FieldError, Notice, SubmitButton, TextField } from '~/features/members/components/form-controls.tsx';
import { formFailure, limitedFailure, redirectWithCookies } from '~/features/members/form-response.server.ts';
import { DeleteAccountSchema, fieldErrorKeys, formObject } from '~/features/members/member.schema.ts';
import { requireMember } from '~/features/members/session.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';

export async function loader({ request }: Route.LoaderArgs) {
  await requireMember(request);
  const { locale } = await resolveLocale(request);
  return { messages: loadMessages(locale, ['auth', 'account']) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireMember(request);
  const parsed = DeleteAccountSchema.safeParse(formObject(await request.formData()));
  if (!parsed.success) return formFailure({ fieldErrors: fieldErrorKeys(parsed.error) });
  const result = await deleteMemberAccount({ request, userId: user.id, password: parsed.data.password });
  if (result.ok) return redirectWithCookies('/sign-in?deleted=1', result.cookies);
  if ('limited' in result) return limitedFailure(result.limited);
  return formFailure({ fieldErrors: { password: 'account.error.passwordWrong' } });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('account.delete.title'), description: t('account.delete.intro'), noindex: true });
}

export default function DeleteAccount({ actionData }: Route.ComponentProps) {
  const t = useT();
  const errors = actionData?.fieldErrors ?? {};
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
        {actionData?.formError ? <Notice tone="error">{t(actionData.formError, actionData.formErrorParams)}</Notice> : null}
        <Form method="post" noValidate className="space-y-4">
          <div>
            <div className="flex items-start gap-3">
              <input
                id="field-confirm"
                name="confirm"
                type="checkbox"
                required
                aria-invalid={errors.confirm ? true : undefined}
                aria-describedby={errors.confirm ? 'field-confirm-error' : undefined}
                className="mt-1 size-4 accent-red-700"
              />
              <label htmlFor="field-confirm" className="text-slate-800">
                {t('account.delete.confirm')}
              </label>
            </div>
            <FieldError id="field-confirm-error" error={errors.confirm} />
          </div>
          <TextField name="password" type="password" label={t('account.field.currentPassword')} autoComplete="current-password" error={errors.password} required />
          <SubmitButton tone="danger">{t('account.delete.submit')}</SubmitButton>
        </Form>
      </div>
    </div>
  );
}
