// The account settings page's forms, one function each; the route picks one by the posted intent.
// Every change applies to the signed-in member's own account: the user id comes from the session,
// never from the form, so a crafted request cannot reach anyone else's settings.
import { formReply, parseSubmission, replyWith } from '~/lib/form-submission.ts';
import { localeCookie, resolveLocale } from '~/lib/i18n.server.ts';
import type { ReadForm } from '~/lib/request-body.server.ts';
import { UploadError } from '~/lib/storage.server.ts';
import { changeAvatar, changeEmail, changePassword, removeAvatar, revokeOtherSessions, revokeSession, updateProfile } from '../account.service.server.ts';
import { limitedFailure, redirectWithCookies } from '../form-response.server.ts';
import { ChangeEmailSchema, ChangePasswordSchema, ProfileSchema } from '../member.schema.ts';
import { loadSession } from '../session.server.ts';
import type { SessionUser } from '../session-user.ts';

export type SettingsSection = 'profile' | 'avatar' | 'email' | 'password' | 'sessions';

type Posted = { request: Request; user: SessionUser } & ReadForm;
/** A refusal to show beside the form, or the redirect after a change. */
type Answer = Promise<ReturnType<typeof replyWith> | Response>;

/** Back to the page at the changed section, with its confirmation ("?saved=profile#profile"). */
function saved(notice: string, section: SettingsSection, cookies: readonly string[] = []) {
  return redirectWithCookies(`/account/settings?saved=${notice}#${section}`, cookies);
}

const AVATAR_PROBLEMS = {
  tooLarge: 'account.error.avatarTooLarge',
  notAnImage: 'account.error.avatarNotImage',
  unreadable: 'account.error.avatarUnreadable',
} as const;

async function saveProfile({ request, user, form }: Posted): Answer {
  const submission = parseSubmission(form, ProfileSchema, { intent: 'profile' });
  if (!submission.ok) return replyWith(submission.reply);
  await updateProfile({ userId: user.id, input: submission.data });
  // The language chosen here is this browser's from now on.
  return saved('profile', 'profile', [await localeCookie(submission.data.language, request)]);
}

async function uploadAvatar({ user, form, refused }: Posted): Answer {
  const refuse = (error: string, status = 400) => replyWith(formReply({ intent: 'avatar', fieldErrors: { avatar: error } }), status);
  if (refused.length) return refuse(AVATAR_PROBLEMS.tooLarge, 413);
  const file = form.get('avatar');
  if (!(file instanceof File) || file.size === 0) return refuse('account.error.avatarRequired');
  try {
    const result = await changeAvatar({ userId: user.id, file });
    if (!result.ok) return limitedFailure(result.limited, { intent: 'avatar' });
  } catch (error) {
    if (error instanceof UploadError) return refuse(AVATAR_PROBLEMS[error.problem], error.problem === 'tooLarge' ? 413 : 400);
    throw error;
  }
  return saved('avatar', 'avatar');
}

async function deleteAvatar({ user }: Posted): Answer {
  await removeAvatar({ userId: user.id });
  return saved('remove-avatar', 'avatar');
}

async function changeEmailAddress({ request, user, form }: Posted): Answer {
  const submission = parseSubmission(form, ChangeEmailSchema, { intent: 'email' });
  if (!submission.ok) return replyWith(submission.reply);
  const { locale } = await resolveLocale(request);
  const result = await changeEmail({ request, userId: user.id, newEmail: submission.data.newEmail, currentPassword: submission.data.currentPassword, locale });
  if (result.ok) return saved(result.outcome === 'changed' ? 'email-changed' : 'email', 'email');
  if ('limited' in result) return limitedFailure(result.limited, { intent: 'email', values: submission.values });
  return replyWith(formReply({ intent: 'email', fieldErrors: result.fieldErrors, values: submission.values }));
}

async function changeAccountPassword({ request, user, form }: Posted): Answer {
  const submission = parseSubmission(form, ChangePasswordSchema, { intent: 'password' });
  if (!submission.ok) return replyWith(submission.reply);
  const result = await changePassword({ request, userId: user.id, currentPassword: submission.data.currentPassword, password: submission.data.password });
  if (result.ok) return saved('password', 'password', result.cookies);
  if ('limited' in result) return limitedFailure(result.limited, { intent: 'password' });
  return replyWith(formReply({ intent: 'password', fieldErrors: result.fieldErrors }));
}

async function endSession({ user, form }: Posted): Answer {
  await revokeSession({ userId: user.id, sessionId: String(form.get('sessionId') ?? '') });
  return saved('revoke-session', 'sessions');
}

async function endOtherSessions({ request, user }: Posted): Answer {
  const { sessionId } = await loadSession(request);
  if (sessionId) await revokeOtherSessions({ userId: user.id, currentSessionId: sessionId });
  return saved('revoke-others', 'sessions');
}

/** Each form of the page by the intent it posts. */
export const SETTINGS_ACTIONS = {
  profile: saveProfile,
  avatar: uploadAvatar,
  'remove-avatar': deleteAvatar,
  email: changeEmailAddress,
  password: changeAccountPassword,
  'revoke-session': endSession,
  'revoke-others': endOtherSessions,
} satisfies Record<string, (posted: Posted) => Answer>;

export function settingsAction(intent: string): ((posted: Posted) => Answer) | null {
  return Object.hasOwn(SETTINGS_ACTIONS, intent) ? SETTINGS_ACTIONS[intent as keyof typeof SETTINGS_ACTIONS] : null;
}

export function unknownSettingsAction() {
  return replyWith(formReply({ formError: 'account.error.unknownAction' }));
}
