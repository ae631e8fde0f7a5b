import { Form, Link } from 'react-router';
import type { Route } from './+types/reset-password';
import { pageMeta } from '~/features/frame/page-head.ts';
import { isResetTokenValid, resetPassword } from '~/features/members/auth.service.server.ts';
import { AuthCard, linkClass } from '~/features/members/components/auth-card.tsx';
import { Notice, SubmitButton, TextField } from '~/features/members/components/form-controls.tsx';
import { formFailure, redirectWithCookies } from '~/features/members/form-response.server.ts';
import { fieldErrorKeys, formObject, PASSWORD_MIN_LENGTH, ResetPasswordSchema } from '~/features/members/member.schema.ts';
import { COOKIE_PREFIX } from '~/lib/auth.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const { locale } = await resolveLocale(request);
  return { token, valid: token.length > 0 && token.length <= 200 && (await isResetTokenValid(token)), messages: loadMessages(locale, ['auth']) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = ResetPasswordSchema.safeParse(formObject(form));
  if (!parsed.success) return formFailure({ fieldErrors: fieldErrorKeys(parsed.error) });
  const result = await resetPassword({ request, token: parsed.data.token, password: parsed.data.password });
  if (!result.ok) return formFailure({ fieldErrors: result.fieldErrors, formError: result.formError });
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
  const errors = actionData?.fieldErrors ?? {};
  return (
    <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <Form method="post" noValidate className="space-y-4">
        {actionData?.formError ? <Notice tone="error">{t(actionData.formError)}</Notice> : null}
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          name="password"
          type="password"
          label={t('auth.field.newPassword')}
          autoComplete="new-password"
          hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          error={errors.password}
          required
          minLength={PASSWORD_MIN_LENGTH}
        />
        <TextField name="confirmPassword" type="password" label={t('auth.field.confirmPassword')} autoComplete="new-password" error={errors.confirmPassword} required />
        <SubmitButton className="w-full">{t('auth.reset.submit')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}

export function headers() {
  // The token is in the address: keep it out of Referer headers and shared caches.
  return { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' };
}
