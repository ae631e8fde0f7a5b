import { Form, Link } from 'react-router';
import type { Route } from './+types/forgot-password';
import { pageMeta } from '~/features/frame/page-head.ts';
import { requestPasswordReset } from '~/features/members/auth.service.server.ts';
import { AuthCard, linkClass } from '~/features/members/components/auth-card.tsx';
import { Notice, SubmitButton, TextField } from '~/features/members/components/form-controls.tsx';
import { formFailure, limitedFailure } from '~/features/members/form-response.server.ts';
import { fieldErrorKeys, ForgotPasswordSchema, formObject, keptValues } from '~/features/members/member.schema.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  return { messages: loadMessages(locale, ['auth']) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = keptValues(form, ['email']);
  const parsed = ForgotPasswordSchema.safeParse(formObject(form));
  if (!parsed.success) return formFailure({ fieldErrors: fieldErrorKeys(parsed.error), values });
  const { locale } = await resolveLocale(request);
  const result = await requestPasswordReset({ request, email: parsed.data.email, locale });
  if (!result.ok) return limitedFailure(result.limited, { values });
  // The same answer whether or not the address has an account.
  return { ok: true as const, sentTo: parsed.data.email };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('auth.forgot.title'), description: t('auth.forgot.intro') });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  if (actionData?.ok) {
    return (
      <AuthCard title={t('auth.forgot.title')}>
        <Notice tone="success">{t('auth.forgot.sent', { email: actionData.sentTo })}</Notice>
        <p className="mt-4 text-sm">
          <Link to="/sign-in" className={linkClass}>
            {t('auth.backToSignIn')}
          </Link>
        </p>
      </AuthCard>
    );
  }
  const failure = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AuthCard
      title={t('auth.forgot.title')}
      intro={t('auth.forgot.intro')}
      footer={
        <Link to="/sign-in" className={linkClass}>
          {t('auth.backToSignIn')}
        </Link>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        {failure?.formError ? <Notice tone="error">{t(failure.formError, failure.formErrorParams)}</Notice> : null}
        <TextField name="email" type="email" label={t('auth.field.email')} autoComplete="email" defaultValue={failure?.values?.email} error={failure?.fieldErrors?.email} required />
        <SubmitButton className="w-full">{t('auth.forgot.submit')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
