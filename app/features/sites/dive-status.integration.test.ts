// Whether scuba is open at a site: what dive searches and the map leave out, what a member may
// suggest and a moderator accept, and the rule that a safety fact without a source is published only
// on a moderator's purpose.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { createDiveSite } from '../../../tests/factories/sites.ts';
import { settleClusterIndexes } from '../map/cluster-index.server.ts';
import type { ClustersBody } from '../map/map-api.ts';
import { clustersResponse } from '../map/map-clusters.server.ts';
import { sitesInView } from '../map/sites-in-view.server.ts';
import { currentSeedNote } from './seed-note.ts';
import { decideEdit, suggestEdit } from './site-edits.server.ts';
import { factsOf, type SiteFacts } from './site-facts.ts';
import { parseSiteFilters } from './site-filters.schema.ts';
import { changedSinceSeed } from './site-history.server.ts';
import { parseSiteForm, siteToFormValues } from './site.schema.ts';
import { getSite, searchSites } from './sites.queries.server.ts';
import { updateSite } from './sites.service.server.ts';

const search = (query: string) => searchSites(parseSiteFilters(new URLSearchParams(query)).filters);
const names = (result: Awaited<ReturnType<typeof search>>) => result.sites.map((site) => site.name).sort();

async function mapNames(query: string): Promise<string[]> {
  const { json } = await clustersResponse(new URL(`http://test/api/map/clusters?bbox=-6,49,-4,51&z=16&layers=sites${query}`));
  await settleClusterIndexes();
  return (JSON.parse(json) as ClustersBody).layers.sites!.points.map(([, , , name]) => name).sort();
}

async function facts(siteId: number): Promise<SiteFacts> {
  return factsOf((await getSite(siteId))!);
}

const webPage = { kind: 'web' as const, title: 'Harbour authority notice', url: 'https://harbour.example/notices/wreck-closed', divedOn: null };
const noSource = { kind: 'none' as const, title: null, url: null, divedOn: null };

describe('sites closed to scuba', () => {
  it('are left out of dive searches and the map unless asked for, and then come marked with their status', async () => {
    const place = { countryCode: 'GB', region: 'Test Status Bay' };
    await createDiveSite({ ...place, name: 'Test Status Open Reef', lat: 50.1, lng: -5.1 });
    await createDiveSite({ ...place, name: 'Test Status Permit Wall', lat: 50.12, lng: -5.12, diveStatus: 'permit-required' });
    await createDiveSite({ ...place, name: 'Test Status Closed Wreck', lat: 50.14, lng: -5.14, diveStatus: 'closed', diveStatusSince: '2004' });
    await createDiveSite({ ...place, name: 'Test Status Snorkel Lagoon', lat: 50.16, lng: -5.16, diveStatus: 'snorkel-only' });

    const dives = await search('q=test+status+bay');
    expect(names(dives)).toEqual(['Test Status Open Reef', 'Test Status Permit Wall']);
    expect(dives.closedMatches).toBe(2);

    const all = await search('q=test+status+bay&closed=1');
    expect(names(all)).toEqual(['Test Status Closed Wreck', 'Test Status Open Reef', 'Test Status Permit Wall', 'Test Status Snorkel Lagoon']);
    expect(all.closedMatches).toBeNull();
    expect(all.sites.find((site) => site.name === 'Test Status Closed Wreck')).toMatchObject({ diveStatus: 'closed', diveStatusSince: '2004' });

    // Other filters leave them out as well, and the map and its list agree with the search.
    expect(names(await search('country=GB&type=reef'))).toEqual(['Test Status Open Reef', 'Test Status Permit Wall']);
    expect(await mapNames('')).toEqual(['Test Status Open Reef', 'Test Status Permit Wall']);
    expect(await mapNames('&closed=1')).toEqual(['Test Status Closed Wreck', 'Test Status Open Reef', 'Test Status Permit Wall', 'Test Status Snorkel Lagoon']);
    const box: [number, number, number, number] = [-6, 49, -4, 51];
    const listed = await sitesInView({ box, centre: { lat: 50.1, lng: -5.1 }, filters: parseSiteFilters(new URLSearchParams('closed=1')).filters, page: 1 });
    expect(listed.sites.find((site) => site.name === 'Test Status Snorkel Lagoon')).toMatchObject({ diveStatus: 'snorkel-only' });
    expect((await sitesInView({ box, centre: { lat: 50.1, lng: -5.1 }, filters: parseSiteFilters(new URLSearchParams('')).filters, page: 1 })).total).toBe(2);
  });

  it('a member suggests that a site is closed, with a source; a moderator accepts it and dive searches leave it out', async () => {
    const [member, moderator] = [await createMember(), await createMember({ role: 'moderator' })];
    const site = await createDiveSite({ name: 'Test Harbour Blockship', countryCode: 'GB', region: 'Test Harbour', lat: 50.5, lng: -2.4, siteTypes: ['wreck'] });
    expect(names(await search('q=test+harbour+blockship'))).toEqual(['Test Harbour Blockship']);

    const suggested = await suggestEdit({ siteId: site.id, member, proposed: { ...(await facts(site.id)), diveStatus: 'closed', diveStatusSince: '2004-01' }, source: webPage, photos: [], baseVersion: site.version });
    expect(suggested).toMatchObject({ ok: true, status: 'pending' });
    if (!suggested.ok) return;
    expect((await getSite(site.id))!.diveStatus).toBeNull();

    expect(await decideEdit({ editId: suggested.editId, moderatorId: moderator.id, decision: 'accept', reason: '' })).toMatchObject({ ok: true, status: 'accepted' });
    const after = (await getSite(site.id))!;
    expect(after).toMatchObject({ diveStatus: 'closed', diveStatusSince: '2004-01' });
    expect(after.factSources.diveStatus).toEqual([webPage]);
    expect(names(await search('q=test+harbour+blockship'))).toEqual([]);
    expect(names(await search('q=test+harbour+blockship&closed=1'))).toEqual(['Test Harbour Blockship']);
  });

  it('a depth without a source waits for a moderator, even from a trusted editor, and is published only when the moderator confirms it on purpose', async () => {
    const [member, moderator] = [await createMember(), await createMember({ role: 'moderator' })];
    // Three accepted suggestions make a trusted editor, whose sourced edits publish at once.
    await db().execute(sql`insert into dive_site_edit (site_id, author_id, status, base_version, proposed, source)
      select ${(await createDiveSite()).id}, ${member.id}, 'accepted', 1, '{}'::jsonb, '{"kind":"none","title":null,"url":null}'::jsonb from generate_series(1, 5)`);
    const site = await createDiveSite({ name: 'Test Deep Hole', countryCode: 'EG', lat: 28.1, lng: 34.1 });

    const sourced = await suggestEdit({ siteId: site.id, member, proposed: { ...(await facts(site.id)), marineLife: ['groupers'] }, source: webPage, photos: [], baseVersion: 1 });
    expect(sourced).toMatchObject({ ok: true, status: 'published' });

    const unsourced = await suggestEdit({ siteId: site.id, member, proposed: { ...(await facts(site.id)), depthMinM: 6, depthMaxM: 110 }, source: noSource, photos: [], baseVersion: 2 });
    expect(unsourced).toMatchObject({ ok: true, status: 'pending' });
    if (!unsourced.ok) return;
    expect((await getSite(site.id))!.depthMaxM).toBeNull();

    expect(await decideEdit({ editId: unsourced.editId, moderatorId: moderator.id, decision: 'accept', reason: '' })).toEqual({ ok: false, error: 'moderation.edits.error.unsourcedSafety' });
    expect((await getSite(site.id))!.depthMaxM).toBeNull();
    const [edit] = await db().select({ status: schema.diveSiteEdits.status }).from(schema.diveSiteEdits).where(sql`id = ${unsourced.editId}`);
    expect(edit!.status).toBe('pending');

    expect(await decideEdit({ editId: unsourced.editId, moderatorId: moderator.id, decision: 'accept', reason: '', confirmUnsourced: true })).toMatchObject({ ok: true, status: 'accepted' });
    expect((await getSite(site.id))!.depthMaxM).toBe(110);
  });

  it('a moderator who edits an unsourced depth suggestion before accepting it must confirm it too', async () => {
    const [member, moderator] = [await createMember(), await createMember({ role: 'moderator' })];
    const site = await createDiveSite({ name: 'Test Edited Hole', countryCode: 'EG', lat: 28.2, lng: 34.2 });
    const suggested = await suggestEdit({ siteId: site.id, member, proposed: { ...(await facts(site.id)), depthMaxM: 110 }, source: noSource, photos: [], baseVersion: 1 });
    if (!suggested.ok) throw new Error('not suggested');
    const parsed = parseSiteForm({ ...siteToFormValues({ ...(await facts(site.id)), depthMaxM: 90 }, 'metric'), sourceKind: 'none' });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
    const accept = (confirmUnsourced: boolean) => updateSite({ siteId: site.id, input: parsed.input, member: moderator, removePhotoIds: [], newPhotos: [], fromEditId: suggested.editId, confirmUnsourced });
    expect(await accept(false)).toEqual({ ok: false, error: 'unsourcedSafety' });
    expect((await getSite(site.id))!.depthMaxM).toBeNull();
    expect(await accept(true)).toMatchObject({ ok: true, changed: ['depth'] });
    expect((await getSite(site.id))!.depthMaxM).toBe(90);
  });

  it("a seeded site's note stops speaking for the facts members have changed since", async () => {
    const [member, moderator] = [await createMember(), await createMember({ role: 'moderator' })];
    const note = 'Position, entry and level from the sources listed (level confirmed by two independent pages). Depth left empty: not consistently published.';
    const site = await createDiveSite({ name: 'Test Seeded Hole', countryCode: 'EG', lat: 28.3, lng: 34.3, isSeed: true, source: note, level: 'advanced' });
    await db().insert(schema.diveSiteRevisions).values({ siteId: site.id, version: 1, kind: 'seed', facts: await facts(site.id) });
    expect(await changedSinceSeed((await getSite(site.id))!)).toEqual([]);
    expect(currentSeedNote(note, [])).toBe(note);

    const suggested = await suggestEdit({ siteId: site.id, member, proposed: { ...(await facts(site.id)), depthMinM: 6, depthMaxM: 40 }, source: webPage, photos: [], baseVersion: 1 });
    if (!suggested.ok) throw new Error('not suggested');
    await decideEdit({ editId: suggested.editId, moderatorId: moderator.id, decision: 'accept', reason: '' });

    const changed = await changedSinceSeed((await getSite(site.id))!);
    expect(changed).toEqual(['depth']);
    expect(currentSeedNote(note, changed)).toBe('Position, entry and level from the sources listed (level confirmed by two independent pages).');
  });
});
