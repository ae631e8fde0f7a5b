import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/sign-in';
import { pageMeta } from '~/features/frame/page-head.ts';
import { memberLanguage, signInMember } from '~/features/members/auth.service.server.ts';
import { AuthCard, linkClass, Notice, SubmitButton, TextField } from '~/features/members/components/form-controls.tsx';
import { formFailure, limitedFailure, redirectWithCookies } from '~/features/members/form-response.server.ts';
import { fieldErrorKeys, formObject, keptValues, SignInSchema } from '~/features/members/member.schema.ts';
import { safeRedirectPath } from '~/lib/redirect-target.ts';
import { getSessionUser } from '~/features/members/session.server.ts';
import { localeCookie, loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'), '/');
  if (await getSessionUser(request)) throw redirect(redirectTo);
  const { locale } = resolveLocale(request);
  return {
    redirectTo,
    notice: url.searchParams.get('reset') === '1' ? 'auth.signIn.afterReset' : url.searchParams.get('deleted') === '1' ? 'auth.signIn.afterDelete' : null,
    messages: loadMessages(locale, ['auth']),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = keptValues(form, ['email']);
  const redirectTo = safeRedirectPath(form.get('redirectTo'), '/');
  const parsed = SignInSchema.safeParse(formObject(form));
  if (!parsed.success) return formFailure({ fieldErrors: fieldErrorKeys(parsed.error), values });
  const result = await signInMember({ request, email: parsed.data.email, password: parsed.data.password });
  if (result.ok) {
    // The member's saved language follows them to this browser.
    const language = await memberLanguage(parsed.data.email);
    const cookies = language ? [...result.cookies, localeCookie(language, new URL(request.url).protocol === 'https:')] : result.cookies;
    return redirectWithCookies(redirectTo, cookies);
  }
  if ('limited' in result) return limitedFailure(result.limited, { values });
  return formFailure({ formError: result.formError, values }, 400);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('auth.signIn.title'), description: t('auth.signIn.description') });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const errors = actionData?.fieldErrors ?? {};
  return (
    <AuthCard
      title={t('auth.signIn.title')}
      footer={
        <>
          {t('auth.signIn.noAccount')}{' '}
          <Link to="/sign-up" className={linkClass}>
            {t('auth.signUp.title')}
          </Link>
        </>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        {loaderData.notice && !actionData ? <Notice tone="success">{t(loaderData.notice)}</Notice> : null}
        {actionData?.formError ? <Notice tone="error">{t(actionData.formError, actionData.formErrorParams)}</Notice> : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField name="email" type="email" label={t('auth.field.email')} autoComplete="username" defaultValue={actionData?.values?.email} error={errors.email} required />
        <TextField name="password" type="password" label={t('auth.field.password')} autoComplete="current-password" error={errors.password} required />
        <p className="text-sm">
          <Link to="/forgot-password" className={linkClass}>
            {t('auth.signIn.forgot')}
          </Link>
        </p>
        <SubmitButton className="w-full">{t('auth.signIn.submit')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
