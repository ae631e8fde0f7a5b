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

  it('keeps the agencies’ own figures in feet beside the metres', () => {
    const feetOf = (id: string) => findCertification(id)?.maxDepthFt;
    expect([feetOf('padi-scuba-diver'), feetOf('padi-open-water'), feetOf('padi-advanced')]).toEqual([40, 60, 100]);
    expect([feetOf('ssi-open-water'), feetOf('sdi-open-water'), feetOf('raid-open-water-20')]).toEqual([60, 60, 66]);
    // Metric-only agencies publish no feet: the page converts.
    expect(feetOf('bsac-ocean-diver')).toBeNull();
    for (const c of CERTIFICATIONS) {
      if (c.maxDepthFt !== null) expect(Math.abs(c.maxDepthFt * 0.3048 - (c.maxDepthM ?? 0))).toBeLessThan(0.6);
    }
  });

  it('lists SSI\'s levels as SSI does: Dive Guide and Divemaster lead, the assistant-instructor level follows', () => {
    expect(findCertification('ssi-dive-guide')?.course).toBe('Dive Guide / Divemaster');
    const assistant = findCertification('ssi-assistant-instructor');
    expect(assistant?.course).toContain('Dive Control Specialist');
    expect(assistant?.stage).toBe('instructor');
    expect(findCertification('ssi-dive-guide')?.sources).toContain('ssiCareer2011');
  });
});
