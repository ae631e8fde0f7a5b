import { Link } from 'react-router';
import type { Route } from './+types/reset-password';
import { queryToken, readQuery } from '~/lib/parameters.schema.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { isResetTokenValid, resetPassword } from '~/features/members/auth.service.server.ts';
import { AuthCard, linkClass } from '~/features/members/components/auth-card.tsx';
import { redirectWithCookies } from '~/features/members/form-response.server.ts';
import { ResetPasswordSchema } from '~/features/members/member.schema.ts';
import { PASSWORD_MIN_LENGTH } from '~/features/members/member.fields.ts';
import { COOKIE_PREFIX } from '~/lib/auth.server.ts';
import { formReply, parseSubmission, replyWith } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { FormKit, Notice, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { metaTranslator, useT } from '~/lib/use-translation.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const token = readQuery(new URL(request.url).searchParams, { token: queryToken() }).values.token ?? '';
  const { locale } = await resolveLocale(request);
  return { token, valid: token !== '' && (await isResetTokenValid(token)), messages: loadMessages(locale, ['auth']) };
}

export async function action({ request }: Route.ActionArgs) {
  const { form } = await readForm(request);
  const submission = parseSubmission(form, ResetPasswordSchema);
  if (!submission.ok) return replyWith(submission.reply);
  const result = await resetPassword({ request, token: submission.data.token, password: submission.data.password });
  if (!result.ok) return replyWith(formReply({ fieldErrors: result.fieldErrors, formError: result.formError }));
  // Every session of the member has ended; this browser's cookie goes too.
  const secure = new URL(request.url).protocol === 'https:';
  const expired = [`${COOKIE_PREFIX}.session_token`, `__Secure-${COOKIE_PREFIX}.session_token`].map(
    (name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure || name.startsWith('__Secure-') ? '; Secure' : ''}`,
  );
  return redirectWithCookies('/sign-in?reset=1', [...expired, ...result.cookies]);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('auth.reset.title'), description: t('auth.reset.intro'), noindex: true });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData.valid) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Notice tone="error">{t('auth.error.resetLinkInvalid')}</Notice>
        <p className="mt-4 text-sm">
          <Link to="/forgot-password" className={linkClass}>
            {t('auth.reset.requestAnother')}
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <FormKit reply={actionData} className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          name="password"
          type="password"
          label={t('auth.field.newPassword')}
          autoComplete="new-password"
          hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          required
          minLength={PASSWORD_MIN_LENGTH}
        />
        <TextField name="confirmPassword" type="password" label={t('auth.field.confirmPassword')} autoComplete="new-password" required />
        <SubmitButton className="w-full">{t('auth.reset.submit')}</SubmitButton>
      </FormKit>
    </AuthCard>
  );
}

export function headers() {
  // The token is in the address: keep it out of Referer headers and shared caches.
  return { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' };
}
