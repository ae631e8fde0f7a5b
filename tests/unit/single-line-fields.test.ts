// Every field of one line (titles, names, subjects, places) refuses a line break with the one message
// beside the field, whichever form it is in; fields of several lines keep theirs. A title with a line
// break would end up in an email's Subject header, where what follows the break reads as a header.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ClaimSchema, ContactSchema as CenterContactSchema, CenterDetailsSchema, CourseSchema } from '~/features/centers/center.schema.ts';
import { ContactSchema } from '~/features/content/contact.schema.ts';
import { ProfileSchema, SignUpSchema } from '~/features/members/member.schema.ts';
import { ArticleSchema } from '~/features/news/news.schema.ts';
import { OfferSchema } from '~/features/offers/offer.schema.ts';
import { FactSourceSchema, SiteInputSchema } from '~/features/sites/site.schema.ts';
import { PlannedTripSchema, ReservationRequestSchema, tripSchema } from '~/features/trips/trip.schema.ts';
import { hasLineBreak, onOneLine } from '~/lib/single-line-text.ts';

const ONE_LINE: Array<[form: string, schema: z.ZodType, fields: string[]]> = [
  ['a trip', tripSchema('Africa/Cairo'), ['titleEn', 'titleEs', 'meetingPoint']],
  ['a seat request', ReservationRequestSchema, ['certOther']],
  ['a planned trip', PlannedTripSchema, ['destination']],
  ['an offer', OfferSchema, ['titleEn', 'titleEs']],
  ['a news article', ArticleSchema, ['titleEn', 'titleEs', 'coverAltEn', 'coverAltEs']],
  ['a message to a centre', CenterContactSchema, ['subject']],
  ['a centre', CenterDetailsSchema, ['name', 'address', 'region', 'hoursNote']],
  ['a course', CourseSchema, ['title']],
  ['a claim', ClaimSchema, ['contact']],
  ['the contact form', ContactSchema, ['name']],
  ['sign-up', SignUpSchema, ['firstName', 'lastName']],
  ['a profile', ProfileSchema, ['firstName', 'lastName']],
  ['a dive site', SiteInputSchema, ['name', 'region']],
  ['a source', FactSourceSchema, ['title', 'url']],
];

/** The messages zod gives for one field when it holds `value` (the other fields left empty). */
function messagesFor(schema: z.ZodType, field: string, value: string): string[] {
  const result = schema.safeParse({ [field]: value });
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe('fields of one line', () => {
  for (const [form, schema, fields] of ONE_LINE) {
    it(`refuse a line break in ${form} (${fields.join(', ')})`, () => {
      for (const field of fields) {
        for (const value of ['Night dive\nBcc: all@example.org', 'Night dive\r\nX', 'Night\u2028dive']) expect(messagesFor(schema, field, value), `${field} ${JSON.stringify(value)}`).toContain('common.form.oneLine');
        expect(messagesFor(schema, field, 'Night dive at the Blue Hole'), field).not.toContain('common.form.oneLine');
      }
    });
  }

  it('leave fields of several lines as they are', () => {
    expect(messagesFor(tripSchema('Africa/Cairo'), 'descriptionEn', 'First line.\nSecond line.')).toEqual([]);
    expect(messagesFor(CenterContactSchema, 'message', 'Hello,\n\nare there seats left on Saturday?')).toEqual([]);
  });

  it('put text stored before the rule on one line where one line is all there is', () => {
    expect(hasLineBreak('a\u2029b')).toBe(true);
    expect(onOneLine(' Night dive \r\n\r\n at the Canyon ')).toBe('Night dive at the Canyon');
  });
});
