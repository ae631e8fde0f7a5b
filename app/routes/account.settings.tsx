import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/account.settings';
import { pageMeta } from '~/features/frame/page-head.ts';
import {
  changeAvatar,
  changeEmail,
  changePassword,
  removeAvatar,
  revokeOtherSessions,
  revokeSession,
  updateProfile,
} from '~/features/members/account.service.server.ts';
import { CERTIFICATION_AGENCIES } from '~/features/members/certifications.ts';
import { FieldError, Notice, SubmitButton, TextField } from '~/features/members/components/form-controls.tsx';
import { describeDevice } from '~/features/members/device.ts';
import { formFailure, limitedFailure, redirectWithCookies } from '~/features/members/form-response.server.ts';
import {
  BIO_MAX_LENGTH,
  ChangeEmailSchema,
  ChangePasswordSchema,
  fieldErrorKeys,
  formObject,
  keptValues,
  PASSWORD_MIN_LENGTH,
  ProfileSchema,
} from '~/features/members/member.schema.ts';
import { getAccountSettings, listMemberSessions } from '~/features/members/profile.queries.server.ts';
import { loadSession, requireMember } from '~/features/members/session.server.ts';
import { countryCodes, countryName } from '~/features/sites/country-names.ts';
import { localeCookie, loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { readLimitedFormData, UploadError } from '~/lib/storage.server.ts';
import { MAX_AVATAR_BYTES } from '~/lib/upload-limits.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { Avatar } from '~/ui/avatar.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const { sessionId } = await loadSession(request);
  const { locale } = await resolveLocale(request);
  const [settings, sessions] = await Promise.all([getAccountSettings(user.id), listMemberSessions(user.id, sessionId)]);
  if (!settings) throw redirect('/sign-in');
  const countries = countryCodes()
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return {
    settings,
    sessions,
    countries,
    saved: new URL(request.url).searchParams.get('saved'),
    messages: loadMessages(locale, ['auth', 'account']),
  };
}

const SECTION_OF: Record<string, string> = {
  profile: 'profile',
  avatar: 'avatar',
  'remove-avatar': 'avatar',
  email: 'email',
  'email-changed': 'email',
  password: 'password',
  'revoke-session': 'sessions',
  'revoke-others': 'sessions',
};

function saved(intent: string, cookies: readonly string[] = []) {
  return redirectWithCookies(`/account/settings?saved=${intent}#${SECTION_OF[intent] ?? ''}`, cookies);
}

async function readForm(request: Request): Promise<FormData | UploadError> {
  // Only the avatar form is multipart; its size is capped while the body streams in.
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return request.formData();
  try {
    return await readLimitedFormData(request, MAX_AVATAR_BYTES);
  } catch (error) {
    if (error instanceof UploadError) return error;
    throw error;
  }
}

const UPLOAD_MESSAGES = {
  tooLarge: 'account.error.avatarTooLarge',
  notAnImage: 'account.error.avatarNotImage',
  unreadable: 'account.error.avatarUnreadable',
} as const;

// Every change applies to the signed-in member's own account: the user id comes from the session,
// never from the form, so a crafted request cannot reach anyone else's settings.
export async function action({ request }: Route.ActionArgs) {
  const user = await requireMember(request);
  const form = await readForm(request);
  if (form instanceof UploadError) return formFailure({ intent: 'avatar', fieldErrors: { avatar: UPLOAD_MESSAGES[form.problem] } }, 413);
  const intent = String(form.get('intent') ?? '');
  const { locale } = await resolveLocale(request);

  switch (intent) {
    case 'profile': {
      const values = keptValues(form, ['firstName', 'lastName', 'bio', 'countryCode', 'certAgency', 'certLevel', 'units', 'language']);
      const parsed = ProfileSchema.safeParse(formObject(form));
      if (!parsed.success) return formFailure({ intent, fieldErrors: fieldErrorKeys(parsed.error), values });
      await updateProfile({ userId: user.id, input: parsed.data });
      return saved(intent, [await localeCookie(parsed.data.language, request)]);
    }
    case 'avatar': {
      const file = form.get('avatar');
      if (!(file instanceof File) || file.size === 0) return formFailure({ intent, fieldErrors: { avatar: 'account.error.avatarRequired' } });
      if (file.size > MAX_AVATAR_BYTES) return formFailure({ intent, fieldErrors: { avatar: 'account.error.avatarTooLarge' } }, 413);
      try {
        const result = await changeAvatar({ userId: user.id, file });
        if (!result.ok) return limitedFailure(result.limited, { intent });
      } catch (error) {
        if (error instanceof UploadError) return formFailure({ intent, fieldErrors: { avatar: UPLOAD_MESSAGES[error.problem] } }, error.problem === 'tooLarge' ? 413 : 400);
        throw error;
      }
      return saved(intent);
    }
    case 'remove-avatar': {
      await removeAvatar({ userId: user.id });
      return saved(intent);
    }
    case 'email': {
      const values = keptValues(form, ['newEmail']);
      const parsed = ChangeEmailSchema.safeParse(formObject(form));
      if (!parsed.success) return formFailure({ intent, fieldErrors: fieldErrorKeys(parsed.error), values });
      const result = await changeEmail({ request, userId: user.id, newEmail: parsed.data.newEmail, currentPassword: parsed.data.currentPassword, locale });
      if (result.ok) return saved(result.outcome === 'changed' ? 'email-changed' : 'email');
      if ('limited' in result) return limitedFailure(result.limited, { intent, values });
      return formFailure({ intent, fieldErrors: result.fieldErrors, values });
    }
    case 'password': {
      const parsed = ChangePasswordSchema.safeParse(formObject(form));
      if (!parsed.success) return formFailure({ intent, fieldErrors: fieldErrorKeys(parsed.error) });
      const result = await changePassword({ request, userId: user.id, currentPassword: parsed.data.currentPassword, password: parsed.data.password });
      if (result.ok) return saved(intent, result.cookies);
      if ('limited' in result) return limitedFailure(result.limited, { intent });
      return formFailure({ intent, fieldErrors: result.fieldErrors });
    }
    case 'revoke-session': {
      await revokeSession({ userId: user.id, sessionId: String(form.get('sessionId') ?? '') });
      return saved(intent);
    }
    case 'revoke-others': {
      const { sessionId } = await loadSession(request);
      if (sessionId) await revokeOtherSessions({ userId: user.id, currentSessionId: sessionId });
      return saved(intent);
    }
    default:
      return formFailure({ formError: 'account.error.unknownAction' });
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('account.settings.title'), description: t('account.settings.description'), noindex: true });
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

const selectClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-sky-600 focus:ring-2 focus:ring-sky-600/30 focus:outline-none';

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { settings, sessions, countries, saved: savedIntent } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const errorsFor = (intent: string) => (failure?.intent === intent ? (failure.fieldErrors ?? {}) : {});
  const formErrorFor = (intent: string) =>
    failure?.formError && (failure.intent === intent || !failure.intent) ? <Notice tone="error">{t(failure.formError, failure.formErrorParams)}</Notice> : null;
  const savedNotice = (...intents: string[]) =>
    savedIntent && intents.includes(savedIntent) ? <Notice tone="success">{t(`account.saved.${savedIntent}`)}</Notice> : null;
  const profileValues = failure?.intent === 'profile' ? (failure.values ?? {}) : {};
  const value = (field: keyof typeof settings) => profileValues[field] ?? String(settings[field] ?? '');
  const profileErrors = errorsFor('profile');
  const fullName = `${settings.firstName} ${settings.lastName}`;
  const dateFormat = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeStyle: 'short' });

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
      {formErrorFor('')}

      <Section id="profile" title={t('account.settings.profile')}>
        {savedNotice('profile')}
        {formErrorFor('profile')}
        <Form method="post" noValidate className="space-y-4">
          <input type="hidden" name="intent" value="profile" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="firstName" label={t('auth.field.firstName')} autoComplete="given-name" defaultValue={value('firstName')} error={profileErrors.firstName} required maxLength={50} />
            <TextField name="lastName" label={t('auth.field.lastName')} autoComplete="family-name" defaultValue={value('lastName')} error={profileErrors.lastName} required maxLength={50} />
          </div>
          <div className="space-y-1">
            <label htmlFor="field-bio" className="block text-sm font-semibold text-slate-800">
              {t('account.field.bio')}
            </label>
            <textarea
              id="field-bio"
              name="bio"
              rows={4}
              maxLength={BIO_MAX_LENGTH}
              defaultValue={value('bio')}
              aria-invalid={profileErrors.bio ? true : undefined}
              aria-describedby={profileErrors.bio ? 'field-bio-error' : undefined}
              className={selectClass}
            />
            <FieldError id="field-bio-error" error={profileErrors.bio} />
          </div>
          <div className="space-y-1">
            <label htmlFor="field-countryCode" className="block text-sm font-semibold text-slate-800">
              {t('account.field.country')}
            </label>
            <select id="field-countryCode" name="countryCode" defaultValue={value('countryCode')} className={selectClass} autoComplete="country">
              <option value="">{t('account.field.notSaying')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            <FieldError id="field-countryCode-error" error={profileErrors.countryCode} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1">
              <label htmlFor="field-certAgency" className="block text-sm font-semibold text-slate-800">
                {t('account.field.certAgency')}
              </label>
              <select id="field-certAgency" name="certAgency" defaultValue={value('certAgency')} className={selectClass}>
                <option value="">{t('account.field.notSaying')}</option>
                {CERTIFICATION_AGENCIES.map((agency) => (
                  <option key={agency.code} value={agency.code}>
                    {agency.name}
                  </option>
                ))}
              </select>
              <FieldError id="field-certAgency-error" error={profileErrors.certAgency} />
            </div>
            <div className="space-y-1">
              <label htmlFor="field-certLevel" className="block text-sm font-semibold text-slate-800">
                {t('account.field.certLevel')}
              </label>
              <select
                id="field-certLevel"
                name="certLevel"
                defaultValue={value('certLevel')}
                className={selectClass}
                aria-invalid={profileErrors.certLevel ? true : undefined}
                aria-describedby={profileErrors.certLevel ? 'field-certLevel-error' : undefined}
              >
                <option value="">{t('account.field.notSaying')}</option>
                {CERTIFICATION_AGENCIES.map((agency) => (
                  <optgroup key={agency.code} label={agency.name}>
                    {agency.levels.map((level) => (
                      <option key={level.code} value={level.code}>
                        {`${agency.name} ${level.name}`}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              <FieldError id="field-certLevel-error" error={profileErrors.certLevel} />
            </div>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-800">{t('account.field.units')}</legend>
            {(['metric', 'imperial'] as const).map((units) => (
              <label key={units} className="flex items-center gap-2 text-slate-800">
                <input type="radio" name="units" value={units} defaultChecked={value('units') === units} className="accent-sky-700" />
                {t(`account.units.${units}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-800">{t('account.field.language')}</legend>
            {(['en', 'es'] as const).map((language) => (
              <label key={language} className="flex items-center gap-2 text-slate-800" lang={language}>
                <input type="radio" name="language" value={language} defaultChecked={value('language') === language} className="accent-sky-700" />
                {t(`account.language.${language}`)}
              </label>
            ))}
          </fieldset>
          <SubmitButton name="intent" value="profile">
            {t('account.settings.saveProfile')}
          </SubmitButton>
        </Form>
      </Section>

      <Section id="avatar" title={t('account.settings.avatar')}>
        {savedNotice('avatar', 'remove-avatar')}
        {formErrorFor('avatar')}
        <div className="flex items-center gap-4">
          <Avatar name={fullName} src={settings.avatarUrl} size={72} />
          <p className="text-sm text-slate-700">{t('account.settings.avatarHint', { mb: MAX_AVATAR_BYTES / 1024 / 1024 })}</p>
        </div>
        <Form method="post" encType="multipart/form-data" className="space-y-4">
          <input type="hidden" name="intent" value="avatar" />
          <div className="space-y-1">
            <label htmlFor="field-avatar" className="block text-sm font-semibold text-slate-800">
              {t('account.field.avatar')}
            </label>
            <input
              id="field-avatar"
              name="avatar"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={errorsFor('avatar').avatar ? true : undefined}
              aria-describedby={errorsFor('avatar').avatar ? 'field-avatar-error' : undefined}
              className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-full file:border-0 file:bg-slate-200 file:px-4 file:py-2 file:font-semibold file:text-slate-900"
            />
            <FieldError id="field-avatar-error" error={errorsFor('avatar').avatar} />
          </div>
          <SubmitButton name="intent" value="avatar">
            {t('account.settings.uploadAvatar')}
          </SubmitButton>
        </Form>
        {settings.avatarUrl ? (
          <Form method="post">
            <input type="hidden" name="intent" value="remove-avatar" />
            <SubmitButton tone="secondary" name="intent" value="remove-avatar">
              {t('account.settings.removeAvatar')}
            </SubmitButton>
          </Form>
        ) : null}
      </Section>

      <Section id="email" title={t('account.settings.email')}>
        {savedIntent === 'email' || savedIntent === 'email-changed' ? <Notice tone="success">{t(`account.saved.${savedIntent}`)}</Notice> : null}
        {formErrorFor('email')}
        <p className="text-slate-700">
          {t('account.settings.currentEmail')} <strong className="font-semibold text-slate-900">{settings.email}</strong>{' '}
          {settings.emailVerified ? t('account.settings.verified') : t('account.settings.notVerified')}
        </p>
        <Form method="post" noValidate className="space-y-4">
          <input type="hidden" name="intent" value="email" />
          <TextField name="newEmail" type="email" label={t('account.field.newEmail')} autoComplete="email" defaultValue={failure?.intent === 'email' ? failure.values?.newEmail : ''} error={errorsFor('email').newEmail} required />
          <TextField name="currentPassword" id="email-current-password" type="password" label={t('account.field.currentPassword')} autoComplete="current-password" error={errorsFor('email').currentPassword} required />
          <SubmitButton name="intent" value="email">
            {t('account.settings.changeEmail')}
          </SubmitButton>
        </Form>
      </Section>

      <Section id="password" title={t('account.settings.password')}>
        {savedNotice('password')}
        {formErrorFor('password')}
        <Form method="post" noValidate className="space-y-4">
          <input type="hidden" name="intent" value="password" />
          <TextField name="currentPassword" type="password" label={t('account.field.currentPassword')} autoComplete="current-password" error={errorsFor('password').currentPassword} required />
          <TextField
            name="password"
            type="password"
            label={t('auth.field.newPassword')}
            autoComplete="new-password"
            hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            error={errorsFor('password').password}
            required
            minLength={PASSWORD_MIN_LENGTH}
          />
          <TextField name="confirmPassword" type="password" label={t('auth.field.confirmPassword')} autoComplete="new-password" error={errorsFor('password').confirmPassword} required />
          <p className="text-sm text-slate-700">{t('account.settings.passwordSignsOutOthers')}</p>
          <SubmitButton name="intent" value="password">
            {t('account.settings.changePassword')}
          </SubmitButton>
        </Form>
      </Section>

      <Section id="sessions" title={t('account.settings.sessions')}>
        {savedNotice('revoke-session', 'revoke-others')}
        <ul className="divide-y divide-slate-200" data-testid="sessions">
          {sessions.map((session) => {
            const device = describeDevice(session.userAgent);
            const label =
              device.browser && device.system
                ? t('account.sessions.browserOn', { browser: device.browser, system: device.system })
                : (device.browser ?? device.system ?? t('account.sessions.unknownDevice'));
            return (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold text-slate-900">
                    {label}
                    {session.current ? <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{t('account.sessions.thisDevice')}</span> : null}
                  </p>
                  <p className="text-sm text-slate-700">{t('account.sessions.lastUsed', { date: dateFormat.format(new Date(session.lastUsedAt)) })}</p>
                </div>
                {session.current ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke-session" />
                    <input type="hidden" name="sessionId" value={session.id} />
                    <SubmitButton tone="secondary" name="intent" value="revoke-session">
                      {t('account.sessions.revoke')}
                      <span className="sr-only"> {label}</span>
                    </SubmitButton>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
        {sessions.length > 1 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="revoke-others" />
            <SubmitButton tone="secondary" name="intent" value="revoke-others">
              {t('account.sessions.revokeOthers')}
            </SubmitButton>
          </Form>
        ) : null}
      </Section>

      <Section id="data" title={t('account.settings.data')}>
        <p className="text-slate-700">{t('account.settings.exportIntro')}</p>
        <p>
          <a href="/account/export" download className="font-semibold text-sky-800 underline underline-offset-2">
            {t('account.settings.export')}
          </a>
        </p>
        <p className="text-slate-700">{t('account.settings.deleteIntro')}</p>
        <p>
          <Link to="/account/delete" className="font-semibold text-red-700 underline underline-offset-2">
            {t('account.settings.delete')}
          </Link>
        </p>
      </Section>
    </div>
  );
}
