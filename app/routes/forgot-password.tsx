import { Link } from 'react-router';
import type { Route } from './+types/forgot-password';
import { pageMeta } from '~/lib/page-meta.ts';
import { requestPasswordReset } from '~/features/members/auth.service.server.ts';
import { AuthCard, linkClass } from '~/features/members/components/auth-card.tsx';
import { limitedFailure } from '~/features/members/form-response.server.ts';
import { ForgotPasswordSchema } from '~/features/members/member.schema.ts';
import { parseSubmission, replyWith } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { FormKit, Notice, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { metaTranslator, useT } from '~/lib/use-translation.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  return { messages: loadMessages(locale, ['auth']) };
}

export async function action({ request }: Route.ActionArgs) {
  const { form } = await readForm(request);
  const submission = parseSubmission(form, ForgotPasswordSchema);
  if (!submission.ok) return replyWith(submission.reply);
  const { locale } = await resolveLocale(request);
  const result = await requestPasswordReset({ request, email: submission.data.email, locale });
  if (!result.ok) return limitedFailure(result.limited, { values: submission.values });
  // The same answer whether or not the address has an account.
  return { ok: true as const, sentTo: submission.data.email };
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
      <FormKit reply={failure} className="space-y-4">
        <TextField name="email" type="email" label={t('auth.field.email')} autoComplete="email" required />
        <SubmitButton className="w-full">{t('auth.forgot.submit')}</SubmitButton>
      </FormKit>
    </AuthCard>
  );
}
