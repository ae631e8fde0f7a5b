import { describe, expect, it } from 'vitest';
import { CenterDetailsSchema, ClaimDecisionSchema, ContactSchema, CourseSchema, ManagerInviteSchema, ReviewSchema, VisitedSitesSchema } from './center.schema.ts';
import { fieldErrorsOf as fieldErrors, parseSubmission, submittedValues as formValues } from '~/lib/form-submission.ts';

const base = { kind: 'center', name: 'Unit Test Divers', lat: '28,5', lng: '34.5', countryCode: 'eg' };

function errorsOf(input: Record<string, unknown>) {
  const result = CenterDetailsSchema.safeParse({ ...base, ...input });
  return result.success ? {} : fieldErrors(result.error);
}

describe('the centre details form', () => {
  it('accepts a minimal centre, normalising coordinates, country and addresses', () => {
    const data = CenterDetailsSchema.parse({ ...base, website: 'example.org/dive', email: ' Hello@Example.ORG ', agencies: ['ssi', 'padi', 'nonsense'] });
    expect(data).toMatchObject({ lat: 28.5, lng: 34.5, countryCode: 'EG', website: 'https://example.org/dive', email: 'hello@example.org', agencies: ['ssi', 'padi'], phone: null, address: null });
  });

  it('names the field of each problem with a message key', () => {
    expect(errorsOf({ name: ' ', lat: '91', lng: 'east', countryCode: 'XX' })).toEqual({
      name: 'centers.error.nameRequired',
      lat: 'centers.error.latRange',
      lng: 'centers.error.lngRange',
      countryCode: 'centers.error.countryRequired',
    });
    expect(errorsOf({ name: '<script>' })).toEqual({ name: 'centers.error.nameInvalid' });
    expect(errorsOf({ email: 'not-an-address' })).toEqual({ email: 'centers.error.emailInvalid' });
    expect(errorsOf({ phone: 'call us' })).toEqual({ phone: 'centers.error.phoneInvalid' });
  });

  it('refuses links that are not web addresses, which would run script on the public page', () => {
    expect(errorsOf({ website: 'javascript:alert(1)' })).toEqual({ website: 'centers.error.urlInvalid' });
    expect(errorsOf({ social_instagram: 'data:text/html,hi' })).toEqual({ social_instagram: 'centers.error.urlInvalid' });
  });

  it('checks opening hours day by day and the primary agency against the ticked ones', () => {
    expect(errorsOf({ open_2: '09:00' })).toEqual({ open_2: 'centers.error.hoursBoth' });
    expect(errorsOf({ open_2: '18:00', close_2: '09:00' })).toEqual({ open_2: 'centers.error.hoursOrder' });
    expect(errorsOf({ open_2: '25:00', close_2: '26:00' })).toMatchObject({ open_2: 'centers.error.timeInvalid' });
    expect(errorsOf({ agencies: ['ssi'], primaryAgency: 'padi' })).toEqual({ primaryAgency: 'centers.error.primaryNotListed' });
  });

  it('reads checkbox groups from a posted form and keeps every typed value for redisplay', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...base, lat: '100' })) form.append(name, value);
    form.append('languages', 'en');
    form.append('languages', 'es');
    const result = parseSubmission(form, CenterDetailsSchema, { lists: ['agencies', 'services', 'languages'] });
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.reply.values).toMatchObject({ lat: '100', name: 'Unit Test Divers', languages: ['en', 'es'], agencies: [] });
    expect(formValues(form, ['languages']).languages).toEqual(['en', 'es']);
  });
});

describe('the other centre forms', () => {
  it('keeps course prices exact and needs a currency with a price', () => {
    expect(CourseSchema.parse({ courseType: 'open-water', price: '1 250,5', currency: 'usd' })).toMatchObject({ price: '1250.5', currency: 'USD' });
    const missing = CourseSchema.safeParse({ courseType: 'open-water', price: '100' });
    expect(missing.success ? {} : fieldErrors(missing.error)).toEqual({ currency: 'centers.error.currencyRequired' });
    const wrong = CourseSchema.safeParse({ courseType: 'open-water', price: '-5', currency: 'XYZ', durationDays: '0' });
    expect(wrong.success ? {} : fieldErrors(wrong.error)).toEqual({ price: 'centers.error.priceInvalid', currency: 'centers.error.currencyInvalid', durationDays: 'centers.error.durationInvalid' });
  });

  it('reads visited sites as ids or pasted listing addresses', () => {
    expect(VisitedSitesSchema.parse({ siteIds: ['3', '3', 'x', '7'], addSiteId: 'https://diveatlas.example/listing/42' })).toEqual({ siteIds: [3, 7], addSiteId: 42 });
  });

  it('accepts member IDs in any case and refuses look-alike characters', () => {
    expect(ManagerInviteSchema.parse({ memberId: ' abcd2345 ' }).memberId).toBe('ABCD2345');
    expect(ManagerInviteSchema.safeParse({ memberId: 'ABCD0I1O' }).success).toBe(false);
  });

  it('asks for a reason when a claim is rejected, and keeps the contact subject on one line', () => {
    const rejected = ClaimDecisionSchema.safeParse({ claimId: '4', decision: 'reject' });
    expect(rejected.success ? {} : fieldErrors(rejected.error)).toEqual({ note: 'centers.error.reasonRequired' });
    expect(ClaimDecisionSchema.parse({ claimId: '4', decision: 'approve', keepPreviousOwner: 'on' })).toMatchObject({ note: null, keepPreviousOwner: true });
    const crafted = ContactSchema.safeParse({ subject: 'Hello\r\nBcc: someone@example.org', message: 'A long enough message.' });
    expect(crafted.success ? {} : fieldErrors(crafted.error)).toEqual({ subject: 'common.form.oneLine' });
    expect(ReviewSchema.safeParse({ rating: '6', body: 'Great diving, great people.' }).success).toBe(false);
  });
});
