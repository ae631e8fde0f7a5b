import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/sign-up';
import { pageMeta } from '~/features/frame/page-head.ts';
import { signUpMember } from '~/features/members/auth.service.server.ts';
import { AuthCard, linkClass } from '~/features/members/components/auth-card.tsx';
import { FieldError, Notice, SubmitButton, TextField } from '~/features/members/components/form-controls.tsx';
import { formFailure, limitedFailure, redirectWithCookies } from '~/features/members/form-response.server.ts';
import { fieldErrorKeys, formObject, keptValues, PASSWORD_MIN_LENGTH, SignUpSchema } from '~/features/members/member.schema.ts';
import { getSessionUser } from '~/features/members/session.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect('/account');
  const { locale } = await resolveLocale(request);
  return { messages: loadMessages(locale, ['auth']) };
}

const KEPT = ['firstName', 'lastName', 'email'] as const;

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = keptValues(form, KEPT);
  const parsed = SignUpSchema.safeParse(formObject(form));
  if (!parsed.success) return formFailure({ fieldErrors: fieldErrorKeys(parsed.error), values });
  const { locale } = await resolveLocale(request);
  const result = await signUpMember({ request, input: parsed.data, locale });
  if (result.ok) return redirectWithCookies('/account?welcome=1', result.cookies);
  if ('limited' in result) return limitedFailure(result.limited, { values });
  return formFailure({ fieldErrors: result.fieldErrors, formError: result.formError, values });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('auth.signUp.title'), description: t('auth.signUp.description') });
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const t = useT();
  const errors = actionData?.fieldErrors ?? {};
  const values = actionData?.values ?? {};
  return (
    <AuthCard
      title={t('auth.signUp.title')}
      intro={t('auth.signUp.intro')}
      footer={
        <>
          {t('auth.signUp.haveAccount')}{' '}
          <Link to="/sign-in" className={linkClass}>
            {t('auth.signIn.title')}
          </Link>
        </>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        {actionData?.formError ? <Notice tone="error">{t(actionData.formError, actionData.formErrorParams)}</Notice> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="firstName" label={t('auth.field.firstName')} autoComplete="given-name" defaultValue={values.firstName} error={errors.firstName} required maxLength={50} />
          <TextField name="lastName" label={t('auth.field.lastName')} autoComplete="family-name" defaultValue={values.lastName} error={errors.lastName} required maxLength={50} />
        </div>
        <TextField name="email" type="email" label={t('auth.field.email')} autoComplete="email" defaultValue={values.email} error={errors.email} required />
        <TextField
          name="password"
          type="password"
          label={t('auth.field.password')}
          autoComplete="new-password"
          hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          error={errors.password}
          required
          minLength={PASSWORD_MIN_LENGTH}
        />
        <div>
          <div className="flex items-start gap-3">
            <input
              id="field-acceptTerms"
              name="acceptTerms"
              type="checkbox"
              required
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'field-acceptTerms-error' : undefined}
              className="mt-1 size-4 rounded border-slate-400 accent-sky-700"
            />
            <label htmlFor="field-acceptTerms" className="text-sm text-slate-800">
              {t('auth.signUp.acceptTermsBefore')}{' '}
              <Link to="/terms" className={linkClass}>
                {t('auth.signUp.acceptTermsTermsLink')}
              </Link>{' '}
              {t('auth.signUp.acceptTermsBetween')}{' '}
              <Link to="/privacy" className={linkClass}>
                {t('auth.signUp.acceptTermsPrivacyLink')}
              </Link>
            </label>
          </div>
          <FieldError id="field-acceptTerms-error" error={errors.acceptTerms} />
        </div>
        <SubmitButton className="w-full">{t('auth.signUp.submit')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
