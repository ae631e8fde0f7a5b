// The account settings page, one section per form: profile, picture, email, password, sessions and
// the member's data. Each form is a form-kit form posting its intent to the page's action.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FormReply } from '~/lib/form-submission.ts';
import { MAX_AVATAR_BYTES } from '~/lib/upload-limits.ts';
import { useT } from '~/lib/use-translation.ts';
import { Avatar } from '~/ui/avatar.tsx';
import { ChoiceGroup, FileField, FormKit, Notice, SelectField, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { CERTIFICATION_AGENCIES } from '../certifications.ts';
import { describeDevice } from '../device.ts';
import { BIO_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../member.fields.ts';
import type { AccountSettings, MemberSession } from '../profile.queries.server.ts';
import { dateTimeFormat } from '../../../lib/intl-format.ts';
import { CertificationLevelOptions } from '~/ui/certification-options.tsx';

type Reply = Partial<FormReply> | undefined;

export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** The confirmation after a change ("?saved=profile"), shown in the section it belongs to. */
export function SavedNotice({ saved, notices }: { saved: string | null; notices: readonly string[] }) {
  const t = useT();
  return saved && notices.includes(saved) ? <Notice tone="success">{t(`account.saved.${saved}`)}</Notice> : null;
}

export function ProfileForm({ settings, countries, reply }: { settings: AccountSettings; countries: Array<{ code: string; name: string }>; reply: Reply }) {
  const t = useT();
  const defaults = Object.fromEntries(
    (['firstName', 'lastName', 'bio', 'countryCode', 'certAgency', 'certLevel', 'units', 'language'] as const).map((field) => [field, String(settings[field] ?? '')]),
  );
  return (
    <FormKit intent="profile" reply={reply} defaults={defaults} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label={t('auth.field.firstName')} autoComplete="given-name" required maxLength={50} />
        <TextField name="lastName" label={t('auth.field.lastName')} autoComplete="family-name" required maxLength={50} />
      </div>
      <TextField name="bio" label={t('account.field.bio')} rows={4} maxLength={BIO_MAX_LENGTH} />
      <SelectField name="countryCode" label={t('account.field.country')} autoComplete="country" emptyLabel={t('account.field.notSaying')} options={countries.map((country) => ({ value: country.code, label: country.name }))} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="certAgency" label={t('account.field.certAgency')} emptyLabel={t('account.field.notSaying')} options={CERTIFICATION_AGENCIES.map((agency) => ({ value: agency.code, label: agency.name }))} />
        <SelectField name="certLevel" label={t('account.field.certLevel')} emptyLabel={t('account.field.notSaying')}>
          <CertificationLevelOptions agencies={CERTIFICATION_AGENCIES} />
        </SelectField>
      </div>
      <ChoiceGroup name="units" type="radio" legend={t('account.field.units')} columns={1} options={(['metric', 'imperial'] as const).map((units) => ({ value: units, label: t(`account.units.${units}`) }))} />
      <ChoiceGroup name="language" type="radio" legend={t('account.field.language')} columns={1} options={(['en', 'es'] as const).map((language) => ({ value: language, label: t(`account.language.${language}`), lang: language }))} />
      <SubmitButton name="intent" value="profile">
        {t('account.settings.saveProfile')}
      </SubmitButton>
    </FormKit>
  );
}

export function AvatarForms({ name, avatarUrl, reply }: { name: string; avatarUrl: string | null; reply: Reply }) {
  const t = useT();
  return (
    <>
      <div className="flex items-center gap-4">
        <Avatar name={name} src={avatarUrl} size={72} />
        <p className="text-sm text-slate-700">{t('account.settings.avatarHint', { mb: MAX_AVATAR_BYTES / 1024 / 1024 })}</p>
      </div>
      <FormKit intent="avatar" reply={reply} encType="multipart/form-data" className="space-y-4">
        <FileField name="avatar" label={t('account.field.avatar')} accept="image/jpeg,image/png,image/webp" />
        <SubmitButton name="intent" value="avatar">
          {t('account.settings.uploadAvatar')}
        </SubmitButton>
      </FormKit>
      {avatarUrl ? (
        <FormKit intent="remove-avatar" reply={reply}>
          <SubmitButton tone="secondary" name="intent" value="remove-avatar">
            {t('account.settings.removeAvatar')}
          </SubmitButton>
        </FormKit>
      ) : null}
    </>
  );
}

export function EmailForm({ email, verified, reply }: { email: string; verified: boolean; reply: Reply }) {
  const t = useT();
  return (
    <>
      <p className="text-slate-700">
        {t('account.settings.currentEmail')} <strong className="font-semibold break-words text-slate-900">{email}</strong> {verified ? t('account.settings.verified') : t('account.settings.notVerified')}
      </p>
      <FormKit intent="email" reply={reply} className="space-y-4">
        <TextField name="newEmail" type="email" label={t('account.field.newEmail')} autoComplete="email" required />
        <TextField name="currentPassword" id="email-current-password" type="password" label={t('account.field.currentPassword')} autoComplete="current-password" required />
        <SubmitButton name="intent" value="email">
          {t('account.settings.changeEmail')}
        </SubmitButton>
      </FormKit>
    </>
  );
}

export function PasswordForm({ reply }: { reply: Reply }) {
  const t = useT();
  return (
    <FormKit intent="password" reply={reply} className="space-y-4">
      <TextField name="currentPassword" type="password" label={t('account.field.currentPassword')} autoComplete="current-password" required />
      <TextField name="password" type="password" label={t('auth.field.newPassword')} autoComplete="new-password" hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })} required minLength={PASSWORD_MIN_LENGTH} />
      <TextField name="confirmPassword" type="password" label={t('auth.field.confirmPassword')} autoComplete="new-password" required />
      <p className="text-sm text-slate-700">{t('account.settings.passwordSignsOutOthers')}</p>
      <SubmitButton name="intent" value="password">
        {t('account.settings.changePassword')}
      </SubmitButton>
    </FormKit>
  );
}

export function SessionsList({ sessions }: { sessions: Array<Omit<MemberSession, 'lastUsedAt' | 'createdAt'> & { lastUsedAt: Date | string }> }) {
  const t = useT();
  const dateFormat = dateTimeFormat(t.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <ul className="divide-y divide-slate-200" data-testid="sessions">
        {sessions.map((session) => {
          const device = describeDevice(session.userAgent);
          const label =
            device.browser && device.system ? t('account.sessions.browserOn', { browser: device.browser, system: device.system }) : (device.browser ?? device.system ?? t('account.sessions.unknownDevice'));
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
                <FormKit intent="revoke-session">
                  <input type="hidden" name="sessionId" value={session.id} />
                  <SubmitButton tone="secondary" name="intent" value="revoke-session">
                    {t('account.sessions.revoke')}
                    <span className="sr-only"> {label}</span>
                  </SubmitButton>
                </FormKit>
              )}
            </li>
          );
        })}
      </ul>
      {sessions.length > 1 ? (
        <FormKit intent="revoke-others">
          <SubmitButton tone="secondary" name="intent" value="revoke-others">
            {t('account.sessions.revokeOthers')}
          </SubmitButton>
        </FormKit>
      ) : null}
    </>
  );
}

export function DataSection() {
  const t = useT();
  return (
    <>
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
    </>
  );
}
