// The action behind the hand form, for a new dive and an edited one: one more row asked for, the form
// read in the member's units, a typed site name answered with the sites it matches, a new place checked
// against the sites within 200 m (as a new listing is), then the service. Every refusal puts the form
// back as typed with a message beside the field; success ends on the dive's page.
import { data, redirect } from 'react-router';
import { BODY_LIMITS } from '../../lib/body-limits.ts';
import { formReply, submittedValues, type FormValues } from '../../lib/form-submission.ts';
import type { Locale } from '../../lib/i18n.ts';
import { readForm } from '../../lib/request-body.server.ts';
import { countryName } from '../../lib/country-names.ts';
import type { Units } from '../../lib/units.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';
import { findPossibleDuplicates } from '../sites/sites.service.server.ts';
import type { SessionUser } from '../members/session-user.ts';
import { siteCandidates, type SiteChoice } from './dive-form.queries.server.ts';
import { formErrorsOf, parseDiveForm, type OriginalNumbers } from './dive-form.ts';
import { DIVE_LIST_FIELDS } from './dive-form-fields.ts';
import { emailAskedBuddies } from './buddy-emails.server.ts';
import { createDive, updateDive } from './dives.service.server.ts';
import { tellCenterOfRequest } from './signatures.server.ts';

export type DiveFormReply = ReturnType<typeof formReply> & { candidates: { reason: 'typed' | 'near'; sites: SiteChoice[] } | null };

function reply(values: FormValues, fieldErrors: Record<string, string>, status: number, candidates: DiveFormReply['candidates'] = null, formError?: string) {
  return data<DiveFormReply>({ ...formReply({ values, fieldErrors, formError }), candidates }, { status });
}

/** One more cylinder or gas-switch row, for the form without JavaScript. */
function withRow(values: FormValues, counter: 'cylinderRows' | 'switchRows'): FormValues {
  const rows = Number(values[counter]);
  return { ...values, [counter]: String((Number.isInteger(rows) && rows >= 0 ? rows : 0) + 1) };
}

/** Reads a posted dive form within the long form's limit. */
export async function readDiveForm(request: Request): Promise<FormData> {
  return (await readForm(request, BODY_LIMITS.longForm)).form;
}

export async function diveFormAction(options: { form: FormData; member: SessionUser; locale: Locale; diveId?: number; original?: OriginalNumbers }) {
  const { form, member, locale, diveId } = options;
  const values = submittedValues(form, DIVE_LIST_FIELDS);
  const intent = String(form.get('intent') ?? 'save');
  if (intent === 'addCylinder') return reply(withRow(values, 'cylinderRows'), {}, 200);
  if (intent === 'addSwitch') return reply(withRow(values, 'switchRows'), {}, 200);

  const units: Units = member.units;
  const parsed = parseDiveForm(values, units, options.original);
  if (!parsed.ok) return reply(values, parsed.fieldErrors, 400);
  if (parsed.siteQuery) {
    const sites = await siteCandidates(parsed.siteQuery, locale);
    return reply(values, sites.length ? { siteQuery: 'logbook.form.error.siteChoose' } : { siteQuery: 'logbook.form.error.siteNotFound' }, 409, sites.length ? { reason: 'typed', sites } : null);
  }
  const { input } = parsed;
  if (input.place?.kind === 'new' && form.get('placeDistinct') !== '1') {
    const near = await findPossibleDuplicates({ name: input.place.name, lat: input.place.lat, lng: input.place.lng });
    if (near.length) {
      const sites = near.map((site) => ({ id: site.id, name: site.name, where: [site.region, countryName(site.countryCode, locale)].filter(Boolean).join(', ') }));
      return reply(values, { placeName: 'logbook.form.error.placeNear' }, 409, { reason: 'near', sites });
    }
  }
  if (diveId === undefined && !(await hitWriteLimit('dive', member.id)).allowed) return reply(values, {}, 429, null, 'logbook.form.error.tooManyDives');

  const author = { id: member.id, memberId: member.memberId, firstName: member.firstName, emailVerified: member.emailVerified };
  const result = diveId === undefined ? await createDive({ author, input }) : await updateDive({ author, diveId, input });
  if (!result.ok) {
    if ('notFound' in result) throw data(null, { status: 404 });
    return reply(values, formErrorsOf(result.fieldErrors), 400);
  }
  await emailAskedBuddies({ diveId: result.diveId, askedBuddyIds: result.askedBuddyIds, diver: member });
  if (result.askedCenter) await tellCenterOfRequest(result.diveId);
  const notice = diveId === undefined ? 'logged' : 'saved';
  throw redirect(`/dive/${result.diveId}?${notice}=1${result.placeEditId ? '&suggested=1' : ''}`);
}
