import { data, Link } from 'react-router';
import type { Route } from './+types/verify-email';
import { parsedBy, queryToken, readQuery } from '~/lib/parameters.schema.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { resendVerificationEmail, verifyEmailToken } from '~/features/members/auth.service.server.ts';
import { AuthCard, linkClass } from '~/features/members/components/auth-card.tsx';
import { limitedFailure } from '~/features/members/form-response.server.ts';
import { safeRedirectPath } from '~/lib/redirect-target.ts';
import { getSessionUser, requireMember } from '~/features/members/session.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SubmitButton } from '~/ui/form-kit.tsx';

// Two uses: the link in the verification email (?token=...), and the page that asks an unverified
// member to verify before contributing (requireVerifiedMember sends them here with ?redirectTo=).
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = await resolveLocale(request);
  const messages = loadMessages(locale, ['auth']);
  const { values, issues } = readQuery(url.searchParams, { redirectTo: parsedBy((value) => safeRedirectPath(value)), token: queryToken() });
  const redirectTo = values.redirectTo ?? '/account';
  const token = values.token;
  // A link that was cut or changed on its way is no link of ours.
  if (issues.token) return { state: 'invalid' as const, redirectTo, signedIn: Boolean(await getSessionUser(request)), messages };
  if (token) {
    const { result, cookies } = await verifyEmailToken({ request, token });
    const headers = new Headers({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' });
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
    const signedIn = Boolean(await getSessionUser(request));
    return data({ state: result, redirectTo, signedIn, messages }, { headers });
  }
  const user = await requireMember(request);
  return { state: user.emailVerified ? ('alreadyVerified' as const) : ('pending' as const), redirectTo, signedIn: true, messages };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireMember(request);
  await readForm(request);
  const { locale } = await resolveLocale(request);
  const result = await resendVerificationEmail({ request, userId: user.id, locale });
  if (!result.ok) return limitedFailure(result.limited);
  return { ok: true as const };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('auth.verify.title'), description: t('auth.verify.pending'), noindex: true });
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { state, redirectTo, signedIn } = loaderData;
  const continueLink = (
    <p className="mt-4 text-sm">
      <Link to={signedIn ? redirectTo : '/sign-in'} className={linkClass}>
        {t(signedIn ? 'auth.verify.continue' : 'auth.signIn.title')}
      </Link>
    </p>
  );
  if (state === 'verified' || state === 'alreadyVerified') {
    return (
      <AuthCard title={t('auth.verify.title')}>
        <Notice tone="success">{t(state === 'verified' ? 'auth.verify.done' : 'auth.verify.already')}</Notice>
        {continueLink}
      </AuthCard>
    );
  }
  const failure = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AuthCard title={t('auth.verify.title')}>
      <div className="space-y-4">
        {state === 'expired' ? <Notice tone="error">{t('auth.verify.expired')}</Notice> : null}
        {state === 'invalid' ? <Notice tone="error">{t('auth.verify.invalid')}</Notice> : null}
        {state === 'pending' ? <p className="text-slate-700">{t('auth.verify.pending')}</p> : null}
        {actionData?.ok ? <Notice tone="success">{t('auth.verify.resent')}</Notice> : null}
        {signedIn ? (
          <FormKit reply={failure}>
            <SubmitButton>{t('auth.verify.resend')}</SubmitButton>
          </FormKit>
        ) : (
          continueLink
        )}
      </div>
    </AuthCard>
  );
}
