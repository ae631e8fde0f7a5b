// /account/settings: the signed-in member's profile, picture, email, password, sessions and logbook.
// Each section is its own form (features/members/settings/, and the logbook's own); the action hands
// each intent to its function.
import { Link, redirect } from 'react-router';
import type { Route } from './+types/account.settings';
import { oneOf, readQuery } from '~/lib/parameters.schema.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { getAccountSettings, listMemberSessions } from '~/features/members/profile.queries.server.ts';
import { loadSession, requireMember } from '~/features/members/session.server.ts';
import { settingsAction, unknownSettingsAction } from '~/features/members/settings/settings-actions.server.ts';
import { AvatarForms, DataSection, EmailForm, PasswordForm, ProfileForm, SavedNotice, SessionsList, SettingsSection } from '~/features/members/settings/settings-sections.tsx';
import { countryOptions } from '~/lib/country-codes.ts';
import { BODY_LIMITS } from '~/lib/body-limits.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { Notice } from '~/ui/form-kit.tsx';
import { LogbookSettingsForm } from '~/features/logbook/components/logbook-settings-form.tsx';
import { logbookSettingsAction } from '~/features/logbook/logbook-settings-action.server.ts';
import { getLogbookSettings } from '~/features/logbook/logbook-settings.server.ts';

/** The confirmations the page shows after a change ("?saved=profile"), each in its section. */
const SAVED_NOTICES = ['profile', 'avatar', 'remove-avatar', 'email', 'email-changed', 'password', 'revoke-session', 'revoke-others', 'logbook'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const { sessionId } = await loadSession(request);
  const { locale } = await resolveLocale(request);
  const [settings, sessions, logbook] = await Promise.all([getAccountSettings(user.id), listMemberSessions(user.id, sessionId), getLogbookSettings(user.id)]);
  if (!settings) throw redirect('/sign-in');
  const countries = countryOptions(locale);
  const { values } = readQuery(new URL(request.url).searchParams, { saved: oneOf(SAVED_NOTICES) });
  return { settings, sessions, logbook, countries, saved: values.saved ?? null, messages: loadMessages(locale, ['auth', 'account', 'logbook']) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireMember(request);
  // Only the picture form sends a file; the others fit the same limit many times over.
  const posted = await readForm(request, BODY_LIMITS.avatar);
  if (posted.form.get('intent') === 'logbook') return logbookSettingsAction({ memberId: user.id, form: posted.form });
  const run = settingsAction(String(posted.form.get('intent') ?? ''));
  return run ? run({ request, user, ...posted }) : unknownSettingsAction();
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('account.settings.title'), description: t('account.settings.description'), noindex: true });
}

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { settings, sessions, logbook, countries, saved } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div>
        <p className="text-sm">
          <Link to="/account" className="font-semibold text-sky-800 underline underline-offset-2">
            {t('account.nav.backToAccount')}
          </Link>
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight">{t('account.settings.title')}</h1>
        <p className="mt-1 text-slate-700">
          {t('account.settings.publicProfileIntro')}{' '}
          <Link to={`/user/${settings.memberId}`} className="font-semibold text-sky-800 underline underline-offset-2">
            {t('account.memberId', { id: settings.memberId })}
          </Link>
        </p>
      </div>
      {actionData && !actionData.intent && actionData.formError ? <Notice tone="error">{t(actionData.formError)}</Notice> : null}
      <SettingsSection id="profile" title={t('account.settings.profile')}>
        <SavedNotice saved={saved} notices={['profile']} />
        <ProfileForm settings={settings} countries={countries} reply={actionData} />
      </SettingsSection>
      <SettingsSection id="avatar" title={t('account.settings.avatar')}>
        <SavedNotice saved={saved} notices={['avatar', 'remove-avatar']} />
        <AvatarForms name={`${settings.firstName} ${settings.lastName}`} avatarUrl={settings.avatarUrl} reply={actionData} />
      </SettingsSection>
      <SettingsSection id="email" title={t('account.settings.email')}>
        <SavedNotice saved={saved} notices={['email', 'email-changed']} />
        <EmailForm email={settings.email} verified={settings.emailVerified} reply={actionData} />
      </SettingsSection>
      <SettingsSection id="password" title={t('account.settings.password')}>
        <SavedNotice saved={saved} notices={['password']} />
        <PasswordForm reply={actionData} />
      </SettingsSection>
      <SettingsSection id="logbook" title={t('logbook.settings.title')}>
        {saved === 'logbook' ? <Notice tone="success">{t('logbook.settings.saved')}</Notice> : null}
        <LogbookSettingsForm settings={logbook} reply={actionData} />
      </SettingsSection>
      <SettingsSection id="sessions" title={t('account.settings.sessions')}>
        <SavedNotice saved={saved} notices={['revoke-session', 'revoke-others']} />
        <SessionsList sessions={sessions} />
      </SettingsSection>
      <SettingsSection id="data" title={t('account.settings.data')}>
        <DataSection />
      </SettingsSection>
    </div>
  );
}
