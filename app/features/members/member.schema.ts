// The forms of the accounts feature, one zod schema each, shared by the browser and the server.
// Messages are catalogue keys ("auth.error.*"), translated where they are shown.
import { z } from 'zod';
import { singleLineText } from '../../lib/single-line-text.ts';
import { CERTIFICATION_AGENCIES, findLevel } from './certifications.ts';
import { BIO_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './member.fields.ts';

export const PASSWORD_MAX_LENGTH = 128;

export const PasswordSchema = z
  .string({ error: 'auth.error.passwordRequired' })
  .min(PASSWORD_MIN_LENGTH, { error: 'auth.error.passwordTooShort' })
  .max(PASSWORD_MAX_LENGTH, { error: 'auth.error.passwordTooLong' });

/** 254 is the longest address SMTP can carry. */
export const EmailSchema = z
  .string({ error: 'auth.error.emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'auth.error.emailRequired' })
  .max(254, { error: 'auth.error.emailInvalid' })
  .pipe(z.email({ error: 'auth.error.emailInvalid' }));

/** Names are shown in the header greeting and on the profile: short, one line, no control characters. */
const NameSchema = (requiredKey: string) =>
  singleLineText(requiredKey)
    .min(1, { error: requiredKey })
    .max(50, { error: 'auth.error.nameTooLong' })
    .refine((value) => !/[\p{Cc}<>]/u.test(value), { error: 'auth.error.nameInvalid' });

export const FirstNameSchema = NameSchema('auth.error.firstNameRequired');
export const LastNameSchema = NameSchema('auth.error.lastNameRequired');

/** A password typed to confirm who you are: only presence is checked, never the policy. */
const CurrentPasswordSchema = z.string({ error: 'auth.error.passwordRequired' }).min(1, { error: 'auth.error.passwordRequired' }).max(PASSWORD_MAX_LENGTH, { error: 'auth.error.passwordRequired' });

const checkbox = (key: string) => z.literal('on', { error: key });

export const SignUpSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  acceptTerms: checkbox('auth.error.acceptTerms'),
  /** The terms' minimum age, confirmed rather than a date of birth asked (ADR 17). */
  ageConfirm: checkbox('auth.error.ageRequired'),
});

export const SignInSchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema,
});

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

const confirmMatches = (data: { password: string; confirmPassword: string }) => data.password === data.confirmPassword;

export const ResetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(confirmMatches, { error: 'auth.error.passwordMismatch', path: ['confirmPassword'] });

export const ProfileSchema = z
  .object({
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    bio: z.string().trim().max(BIO_MAX_LENGTH, { error: 'account.error.bioTooLong' }).default(''),
    countryCode: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), { error: 'account.error.countryInvalid' })
      .default(''),
    certAgency: z
      .string()
      .default('')
      .refine((value) => value === '' || CERTIFICATION_AGENCIES.some((agency) => agency.code === value), { error: 'account.error.certInvalid' }),
    certLevel: z.string().default(''),
    units: z.enum(['metric', 'imperial'], { error: 'account.error.unitsInvalid' }),
    language: z.enum(['en', 'es'], { error: 'account.error.languageInvalid' }),
  })
  .refine((data) => data.certLevel === '' || findLevel(data.certAgency, data.certLevel) !== undefined, {
    error: 'account.error.certInvalid',
    path: ['certLevel'],
  });

export const ChangeEmailSchema = z.object({
  newEmail: EmailSchema,
  currentPassword: CurrentPasswordSchema,
});

export const ChangePasswordSchema = z
  .object({
    currentPassword: CurrentPasswordSchema,
    password: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(confirmMatches, { error: 'auth.error.passwordMismatch', path: ['confirmPassword'] });

export const DeleteAccountSchema = z.object({
  confirm: checkbox('account.error.deleteConfirm'),
  password: CurrentPasswordSchema,
});
