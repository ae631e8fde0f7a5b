import { Link, redirect } from 'react-router';
import type { Route } from './+types/sign-up';
import { pageMeta } from '~/lib/page-meta.ts';
import { signUpMember } from '~/features/members/auth.service.server.ts';
import { AuthCard, linkClass } from '~/features/members/components/auth-card.tsx';
import { limitedFailure, redirectWithCookies } from '~/features/members/form-response.server.ts';
import { SignUpSchema } from '~/features/members/member.schema.ts';
import { MINIMUM_AGE, PASSWORD_MIN_LENGTH } from '~/features/members/member.fields.ts';
import { getSessionUser } from '~/features/members/session.server.ts';
import { formReply, parseSubmission, replyWith } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { Checkbox, FormKit, SubmitButton, TextField } from '~/ui/form-kit.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect('/account');
  const { locale } = await resolveLocale(request);
  return { messages: loadMessages(locale, ['auth']) };
}

export async function action({ request }: Route.ActionArgs) {
  const { form } = await readForm(request);
  const submission = parseSubmission(form, SignUpSchema);
  if (!submission.ok) return replyWith(submission.reply);
  const { values } = submission;
  const { locale } = await resolveLocale(request);
  const result = await signUpMember({ request, input: submission.data, locale });
  if (result.ok) return redirectWithCookies('/account?welcome=1', result.cookies);
  if ('limited' in result) return limitedFailure(result.limited, { values });
  return replyWith(formReply({ fieldErrors: result.fieldErrors, formError: result.formError, values }));
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('auth.signUp.title'), description: t('auth.signUp.description') });
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const t = useT();
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
      <FormKit reply={actionData} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="firstName" label={t('auth.field.firstName')} autoComplete="given-name" required maxLength={50} />
          <TextField name="lastName" label={t('auth.field.lastName')} autoComplete="family-name" required maxLength={50} />
        </div>
        <TextField name="email" type="email" label={t('auth.field.email')} autoComplete="email" required />
        <TextField name="password" type="password" label={t('auth.field.password')} autoComplete="new-password" hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })} required minLength={PASSWORD_MIN_LENGTH} />
        <Checkbox
          name="acceptTerms"
          required
          label={
            <>
              {t('auth.signUp.acceptTermsBefore')}{' '}
              <Link to="/terms" className={linkClass}>
                {t('auth.signUp.acceptTermsTermsLink')}
              </Link>{' '}
              {t('auth.signUp.acceptTermsBetween')}{' '}
              <Link to="/privacy" className={linkClass}>
                {t('auth.signUp.acceptTermsPrivacyLink')}
              </Link>
            </>
          }
        />
        <Checkbox name="ageConfirm" required label={t('auth.signUp.ageConfirm', { age: MINIMUM_AGE })} />
        <SubmitButton className="w-full">{t('auth.signUp.submit')}</SubmitButton>
      </FormKit>
    </AuthCard>
  );
}
