import { describe, expect, it } from 'vitest';
import { CERTIFICATIONS, SOURCES } from './certification-data.ts';
import { certificationsOf, equivalentsOf, findCertification } from './equivalents.ts';

describe('what a certification is elsewhere', () => {
  it('finds the entry-level courses of other agencies for a PADI Open Water Diver, ISO and BSAC grade first', () => {
    const held = findCertification('padi-open-water');
    if (!held) throw new Error('missing row');
    const byAgency = Object.fromEntries(equivalentsOf(held).map((a) => [a.agency, a.matches]));
    expect(byAgency.PADI).toBeUndefined();
    expect(byAgency.SSI?.[0]?.certification.id).toBe('ssi-open-water');
    expect(byAgency.SSI?.[0]?.reasons).toEqual(['iso', 'bsac', 'stage']);
    expect(byAgency.BSAC?.[0]?.certification.id).toBe('bsac-ocean-diver');
    // BSAC's list puts open-water and advanced open-water courses in one grade, so SSI's advanced course matches too.
    expect(byAgency.SSI?.map((m) => m.certification.id)).toContain('ssi-advanced');
  });

  it('gives nothing for an unknown id and filters by agency', () => {
    expect(findCertification('nope')).toBeNull();
    expect(certificationsOf('GUE').map((c) => c.id)).toEqual(['gue-rec-1', 'gue-rec-3']);
    expect(certificationsOf(null)).toHaveLength(CERTIFICATIONS.length);
  });

  it('has unique ids and only known sources', () => {
    expect(new Set(CERTIFICATIONS.map((c) => c.id)).size).toBe(CERTIFICATIONS.length);
    for (const c of CERTIFICATIONS) for (const s of c.sources) expect(SOURCES[s]).toBeDefined();
  });
});
