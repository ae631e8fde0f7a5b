import { Link, redirect } from 'react-router';
import type { Route } from './+types/sign-in';
import { parsedBy, queryFlag, readQuery } from '~/lib/parameters.schema.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { memberLanguage, signInMember } from '~/features/members/auth.service.server.ts';
import { AuthCard, linkClass } from '~/features/members/components/auth-card.tsx';
import { limitedFailure, redirectWithCookies } from '~/features/members/form-response.server.ts';
import { SignInSchema } from '~/features/members/member.schema.ts';
import { safeRedirectPath } from '~/lib/redirect-target.ts';
import { getSessionUser } from '~/features/members/session.server.ts';
import { formReply, parseSubmission, replyWith } from '~/lib/form-submission.ts';
import { localeCookie, loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { dateTimeFormat } from '../lib/intl-format.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const { values } = readQuery(new URL(request.url).searchParams, { redirectTo: parsedBy((value) => safeRedirectPath(value)), reset: queryFlag(), deleted: queryFlag() });
  const redirectTo = values.redirectTo ?? '/';
  if (await getSessionUser(request)) throw redirect(redirectTo);
  const { locale } = await resolveLocale(request);
  return {
    redirectTo,
    notice: values.reset ? 'auth.signIn.afterReset' : values.deleted ? 'auth.signIn.afterDelete' : null,
    messages: loadMessages(locale, ['auth']),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { form } = await readForm(request);
  const redirectTo = safeRedirectPath(form.get('redirectTo'), '/');
  const submission = parseSubmission(form, SignInSchema);
  if (!submission.ok) return replyWith(submission.reply);
  const { values } = submission;
  const result = await signInMember({ request, email: submission.data.email, password: submission.data.password });
  if (result.ok) {
    // The member's saved language follows them to this browser.
    const language = await memberLanguage(submission.data.email);
    const cookies = language ? [...result.cookies, await localeCookie(language, request)] : result.cookies;
    return redirectWithCookies(redirectTo, cookies);
  }
  if ('limited' in result) return limitedFailure(result.limited, { values });
  const params = result.formErrorParams;
  if (params?.until) {
    // A suspension's end, said in the visitor's language.
    const { locale } = await resolveLocale(request);
    params.until = dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(params.until)) + ' UTC';
  }
  return replyWith(formReply({ formError: result.formError, formErrorParams: params, values }), params ? 403 : 400);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('auth.signIn.title'), description: t('auth.signIn.description') });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
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
      <FormKit reply={actionData} className="space-y-4">
        {loaderData.notice && !actionData ? <Notice tone="success">{t(loaderData.notice)}</Notice> : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField name="email" type="email" label={t('auth.field.email')} autoComplete="username" required />
        <TextField name="password" type="password" label={t('auth.field.password')} autoComplete="current-password" required />
        <p className="text-sm">
          <Link to="/forgot-password" className={linkClass}>
            {t('auth.signIn.forgot')}
          </Link>
        </p>
        <SubmitButton className="w-full">{t('auth.signIn.submit')}</SubmitButton>
      </FormKit>
    </AuthCard>
  );
}
