import { describe, expect, it } from 'vitest';
import { certificationLabel, CERTIFICATION_AGENCIES, findLevel } from './certifications.ts';
import { describeDevice } from './device.ts';
import { canChangeRole, canContribute, canEditAccount, canManageMembers, canManageRoles, canModerate, canSuspend, canUseConsole, canWriteNews, hasRole } from './member.policy.ts';
import { generateMemberId, MEMBER_ID_ALPHABET, normalizeMemberId } from '../../lib/member-id.ts';
import { ProfileSchema, SignUpSchema } from './member.schema.ts';
import { signInPath } from './redirect-path.ts';
import { isCommonPassword, passwordProblem } from './password-policy.server.ts';

describe('member IDs', () => {
  it('are 8 characters from an alphabet without look-alikes, and differ each time', () => {
    const ids = new Set(Array.from({ length: 2000 }, generateMemberId));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(new RegExp(`^[${MEMBER_ID_ALPHABET}]{8}$`));
    expect(MEMBER_ID_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('are matched without regard to case, and anything else is refused', () => {
    expect(normalizeMemberId('k7m3q9tx')).toBe('K7M3Q9TX');
    expect(normalizeMemberId('K7M3Q9T')).toBeNull();
    expect(normalizeMemberId('K7M3Q9T0')).toBeNull();
    expect(normalizeMemberId('../etc/passwd')).toBeNull();
  });
});

describe('sign-in redirects', () => {
  it('keep local paths', () => {
    expect(signInPath('/account')).toBe('/sign-in?redirectTo=%2Faccount');
    expect(signInPath('/')).toBe('/sign-in');
  });

  it('never lead to another site', () => {
    expect(signInPath('/.//evil.example')).toBe('/sign-in');
    expect(signInPath('https://evil.example')).toBe('/sign-in');
  });
});

describe('passwords', () => {
  it('refuses the most common passwords whatever their case, and the email itself', () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('Qwerty123')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('coral-garden-at-dawn')).toBe(false);
    expect(passwordProblem('12345678')).toBe('auth.error.passwordCommon');
    expect(passwordProblem('ana.diver@example.com', { email: 'Ana.Diver@example.com' })).toBe('auth.error.passwordLikeEmail');
    expect(passwordProblem('a-long-and-unusual-phrase')).toBeNull();
  });

  it('needs 8 to 128 characters on sign-up', () => {
    const base = { firstName: 'Ana', lastName: 'Diver', email: 'ana@example.com', acceptTerms: 'on', ageConfirm: 'on' };
    expect(SignUpSchema.safeParse({ ...base, password: 'short' }).error?.issues[0]?.message).toBe('auth.error.passwordTooShort');
    expect(SignUpSchema.safeParse({ ...base, password: 'x'.repeat(129) }).error?.issues[0]?.message).toBe('auth.error.passwordTooLong');
    expect(SignUpSchema.safeParse({ ...base, password: 'eight888' }).success).toBe(true);
    expect(SignUpSchema.safeParse({ ...base, password: 'eight888', acceptTerms: undefined }).error?.issues[0]?.message).toBe('auth.error.acceptTerms');
  });

  it('refuses a sign-up without the confirmation of being 16 or older', () => {
    const base = { firstName: 'Ana', lastName: 'Diver', email: 'ana@example.com', acceptTerms: 'on', password: 'eight888' };
    expect(SignUpSchema.safeParse({ ...base, ageConfirm: '' }).error?.issues[0]?.message).toBe('auth.error.ageRequired');
    expect(SignUpSchema.safeParse({ ...base, ageConfirm: 'on' }).success).toBe(true);
  });
});

describe('profiles', () => {
  const profile = { firstName: 'Ana', lastName: 'Diver', bio: '', countryCode: 'eg', certAgency: 'padi', certLevel: 'padi-rescue', units: 'metric', language: 'es' };

  it('accept a level of the chosen agency only', () => {
    expect(ProfileSchema.parse(profile).countryCode).toBe('EG');
    const wrong = ProfileSchema.safeParse({ ...profile, certLevel: 'bsac-ocean-diver' });
    expect(wrong.error?.issues[0]?.path).toEqual(['certLevel']);
  });

  it('name certifications by agency and course', () => {
    expect(certificationLabel('padi', 'padi-rescue')).toBe('PADI Rescue Diver');
    expect(certificationLabel('cmas', null)).toBe('CMAS');
    expect(certificationLabel('nope', 'padi-rescue')).toBeNull();
    expect(findLevel('ssi', 'padi-rescue')).toBeUndefined();
    const codes = CERTIFICATION_AGENCIES.flatMap((agency) => agency.levels.map((level) => level.code));
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('roles and permissions', () => {
  it('keep editors and moderators side by side, and admins above both', () => {
    expect(hasRole({ role: 'editor' }, 'moderator')).toBe(false);
    expect(hasRole({ role: 'moderator' }, 'editor')).toBe(false);
    expect(hasRole({ role: 'admin' }, 'editor')).toBe(true);
    expect(canWriteNews({ role: 'editor' })).toBe(true);
    expect(canWriteNews({ role: 'moderator' })).toBe(false);
    expect(canModerate({ role: 'editor' })).toBe(false);
    expect(canUseConsole({ role: 'editor' })).toBe(true);
    expect(canUseConsole({ role: 'member' })).toBe(false);
    expect(canManageMembers({ role: 'moderator' })).toBe(false);
    // An admin never changes their own role down, nor suspends themselves or another admin.
    const admin = { id: 'a', role: 'admin' as const };
    expect(canChangeRole(admin, { id: 'a', role: 'admin' }, 'member')).toBe(false);
    expect(canChangeRole(admin, { id: 'b', role: 'admin' }, 'member')).toBe(true);
    expect(canChangeRole({ id: 'm', role: 'moderator' }, { id: 'b', role: 'member' }, 'moderator')).toBe(false);
    expect(canSuspend(admin, { id: 'a', role: 'admin' })).toBe(false);
    expect(canSuspend(admin, { id: 'b', role: 'admin' })).toBe(false);
    expect(canSuspend(admin, { id: 'c', role: 'editor' })).toBe(true);
    expect(canSuspend({ id: 'm', role: 'moderator' }, { id: 'c', role: 'member' })).toBe(false);
  });

  it('rank admin above moderator above member', () => {
    expect(hasRole({ role: 'admin' }, 'moderator')).toBe(true);
    expect(hasRole({ role: 'moderator' }, 'admin')).toBe(false);
    expect(canModerate({ role: 'member' })).toBe(false);
    expect(canModerate({ role: 'moderator' })).toBe(true);
    expect(canManageRoles({ role: 'moderator' })).toBe(false);
    expect(hasRole(null, 'member')).toBe(false);
  });

  it('let only verified members contribute, and only the owner edit an account', () => {
    expect(canContribute({ emailVerified: false })).toBe(false);
    expect(canContribute({ emailVerified: true })).toBe(true);
    expect(canEditAccount({ id: 'a' }, 'a')).toBe(true);
    expect(canEditAccount({ id: 'a' }, 'b')).toBe(false);
  });
});

describe('device names', () => {
  it('name common browsers and systems', () => {
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36')).toEqual({ browser: 'Chrome', system: 'Windows' });
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1')).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({ browser: 'Firefox', system: 'Linux' });
    expect(describeDevice(null)).toEqual({ browser: null, system: null });
  });
});
