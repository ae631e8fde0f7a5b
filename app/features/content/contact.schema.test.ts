import { describe, expect, it } from 'vitest';
import { ContactSchema } from './contact.schema.ts';
import { MESSAGE_MAX } from './contact.fields.ts';

const valid = { name: 'Ana López', email: 'ana@example.org', topic: 'general', message: 'Hello, I have a question about a dive site.' };

function errors(input: Record<string, unknown>) {
  const result = ContactSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the contact form schema', () => {
  it('accepts a complete message and trims it', () => {
    const parsed = ContactSchema.parse({ ...valid, name: '  Ana López ', email: ' ana@example.org ' });
    expect(parsed.name).toBe('Ana López');
    expect(parsed.email).toBe('ana@example.org');
  });

  it('names each problem with a message key', () => {
    expect(errors({ ...valid, name: ' ' })).toEqual({ name: 'content.contact.error.nameRequired' });
    expect(errors({ ...valid, email: 'not-an-address' })).toEqual({ email: 'content.contact.error.emailInvalid' });
    expect(errors({ ...valid, email: '' })).toEqual({ email: 'content.contact.error.emailRequired' });
    expect(errors({ ...valid, topic: 'spam' })).toEqual({ topic: 'content.contact.error.topicRequired' });
    expect(errors({ ...valid, message: 'short' })).toEqual({ message: 'content.contact.error.messageTooShort' });
    expect(errors({ ...valid, message: 'x'.repeat(MESSAGE_MAX + 1) })).toEqual({ message: 'content.contact.error.messageTooLong' });
  });
});
