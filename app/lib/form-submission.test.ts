import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, formReply, parseSubmission, submittedValues } from './form-submission.ts';

const Schema = z.object({
  email: z.string().trim().min(1, 'auth.error.emailRequired'),
  password: z.string().min(8, 'auth.error.passwordTooShort'),
  kinds: z.array(z.enum(['reef', 'wall'])).min(1, 'sites.form.error.typeRequired'),
});

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('reading a posted form with its schema', () => {
  it('gives the typed data when the schema accepts it', () => {
    const submission = parseSubmission(form([['email', ' ana@example.com '], ['password', 'long-enough'], ['kinds', 'reef'], ['kinds', 'wall']]), Schema, { lists: ['kinds'] });
    expect(submission).toMatchObject({ ok: true, data: { email: 'ana@example.com', kinds: ['reef', 'wall'] } });
  });

  it('gives one message key per field in schema order, and the values as typed without the password', () => {
    const submission = parseSubmission(form([['email', ''], ['password', 'short'], ['extra', 'kept']]), Schema, { lists: ['kinds'], intent: 'sign-up' });
    expect(submission.ok).toBe(false);
    if (submission.ok) return;
    expect(submission.reply).toEqual({
      ok: false,
      intent: 'sign-up',
      fieldErrors: { email: 'auth.error.emailRequired', password: 'auth.error.passwordTooShort', kinds: 'sites.form.error.typeRequired' },
      fieldErrorParams: { email: { min: 1 }, password: { min: 8 } },
      values: { email: '', extra: 'kept', kinds: [] },
    });
    expect(Object.keys(submission.reply.fieldErrors)[0]).toBe('email');
  });

  it('keeps the first value of a repeated field unless it is a list, and skips files', () => {
    const data = form([['name', 'first'], ['name', 'second']]);
    data.append('photo', new File(['x'], 'x.jpg'));
    expect(submittedValues(data)).toEqual({ name: 'first' });
  });

  it('names nested fields through fieldOf, and keeps over-long values whole in replies, never passwords', () => {
    const result = z.object({ months: z.array(z.number().max(40, 'too.warm')) }).safeParse({ months: [20, 45] });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error, (path) => `month${Number(path[1]) + 1}`)).toEqual({ month2: 'too.warm' });
    expect((formReply({ values: { body: 'x'.repeat(30_000) } }).values.body as string).length).toBe(30_000);
    expect(formReply({ values: { currentPassword: 'secret', confirmPassword: 'secret' } }).values).toEqual({});
  });

  it('refuses a text over its limit with the limit for its message, keeping the text as typed', () => {
    const Message = z.object({ body: z.string().trim().min(2, 'inbox.error.bodyRequired').max(5000, 'inbox.error.bodyTooLong'), subject: z.string().min(3, 'centers.error.subjectRequired') });
    const typed = `${'Dive report. '.repeat(400)}The end.`;
    const submission = parseSubmission(form([['body', typed], ['subject', 'Hi']]), Message);
    expect(submission.ok).toBe(false);
    if (submission.ok) return;
    expect(submission.reply.fieldErrors).toEqual({ body: 'inbox.error.bodyTooLong', subject: 'centers.error.subjectRequired' });
    expect(submission.reply.fieldErrorParams).toEqual({ body: { max: 5000 }, subject: { min: 3 } });
    expect(submission.reply.values.body).toBe(typed);
  });
});
