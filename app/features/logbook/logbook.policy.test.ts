import { describe, expect, it } from 'vitest';
import { canDeleteDive, canEditDive, canViewDive, countsInSiteFigures, isShareableDive } from './logbook.policy.ts';

const diver = { id: 'diver' };
const buddy = { id: 'buddy' };
const stranger = { id: 'stranger' };
const dive = (privacy: 'public' | 'buddies' | 'private') => ({ memberId: diver.id, privacy, buddyMemberIds: [buddy.id] });

describe('who sees a dive', () => {
  it('a public dive: everyone, signed in or not', () => {
    for (const viewer of [diver, buddy, stranger, null]) expect(canViewDive(viewer, dive('public'))).toBe(true);
  });

  it('a buddies dive: the diver and the members named on it', () => {
    expect([diver, buddy, stranger, null].map((viewer) => canViewDive(viewer, dive('buddies')))).toEqual([true, true, false, false]);
  });

  it('a private dive: the diver alone, even when buddies are named', () => {
    expect([diver, buddy, stranger, null].map((viewer) => canViewDive(viewer, dive('private')))).toEqual([true, false, false, false]);
  });

  it('only a public dive is shareable', () => {
    expect(['public', 'buddies', 'private'].map((privacy) => isShareableDive({ privacy: privacy as 'public' }))).toEqual([true, false, false]);
  });
});

describe('who changes a dive', () => {
  it('the diver only, not a buddy named on it', () => {
    expect(canEditDive(diver, dive('public'))).toBe(true);
    expect(canEditDive(buddy, dive('public'))).toBe(false);
    expect(canDeleteDive(null, dive('public'))).toBe(false);
  });
});

describe('what counts in a site’s figures', () => {
  const allow = { countPrivateInFigures: true };
  const refuse = { countPrivateInFigures: false };
  it('public dives always; private ones only when the diver allows it; demo dives and dives without a site never', () => {
    expect(countsInSiteFigures({ privacy: 'public', isDemo: false, siteId: 1 }, refuse)).toBe(true);
    expect(countsInSiteFigures({ privacy: 'private', isDemo: false, siteId: 1 }, allow)).toBe(true);
    expect(countsInSiteFigures({ privacy: 'private', isDemo: false, siteId: 1 }, refuse)).toBe(false);
    expect(countsInSiteFigures({ privacy: 'public', isDemo: true, siteId: 1 }, allow)).toBe(false);
    expect(countsInSiteFigures({ privacy: 'public', isDemo: false, siteId: null }, allow)).toBe(false);
  });
});
