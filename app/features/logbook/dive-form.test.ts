import { describe, expect, it } from 'vitest';
import { diveFormValues, parseDiveForm, type StoredDiveForForm } from './dive-form.ts';

const base = { date: '2024-06-01', time: '09:15', utcOffset: '120', placeKind: 'none', privacy: 'private', cylinderRows: '1' };

function parsed(values: Record<string, string | string[]>, units: 'metric' | 'imperial' = 'metric') {
  const result = parseDiveForm({ ...base, ...values }, units);
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.input;
}

describe('the hand form of a dive', () => {
  it('keeps the wall clock and its offset as typed', () => {
    const input = parsed({});
    expect(input.startLocal).toBe('2024-06-01T09:15:00');
    expect(input.utcOffsetMinutes).toBe(120);
    expect(parsed({ utcOffset: '' }).utcOffsetMinutes).toBeNull();
  });

  it('turns imperial values into SI: feet, °F, psi, pounds and cubic feet at the working pressure', () => {
    const input = parsed(
      { duration: '45', maxDepth: '100', waterTemp: '77', weight: '10', cyl0Size: '80', cyl0WorkPressure: '3000', cyl0Start: '3000', cyl0End: '700', cyl0O2: '32' },
      'imperial',
    );
    expect(input.durationS).toBe(2700);
    expect(input.maxDepthM).toBeCloseTo(30.48, 6);
    expect(input.waterTempC).toBeCloseTo(25, 6);
    expect(input.weightKg).toBeCloseTo(4.5359, 3);
    expect(input.cylinders[0]!.workPressureBar).toBeCloseTo(206.84, 1);
    // 80 cu ft of gas at 3000 psi is a cylinder of about 11 litres of water.
    expect(input.cylinders[0]!.sizeL).toBeCloseTo(10.95, 1);
    expect(input.cylinders[0]!.o2Percent).toBe(32);
  });

  it('asks for the working pressure before it reads a size in cubic feet', () => {
    const result = parseDiveForm({ ...base, cyl0Size: '80' }, 'imperial');
    expect(result).toEqual({ ok: false, fieldErrors: { cyl0WorkPressure: 'logbook.form.error.workPressureForCubicFeet' } });
  });

  it('puts errors under the form’s own field names', () => {
    const result = parseDiveForm({ ...base, date: '', maxDepth: '12', meanDepth: '15', buddyMemberIds: 'not-an-id', sw0Time: '10', sw0Cylinder: '4', switchRows: '1' }, 'metric');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      date: 'logbook.form.error.dateRequired',
      buddyMemberIds: 'logbook.form.error.buddyMemberId',
      sw0Cylinder: 'logbook.form.error.switchCylinder',
    });
  });

  it('offers the typed name of a site not picked from the suggestions back to the page', () => {
    const result = parseDiveForm({ ...base, placeKind: 'site', siteQuery: 'blue hole', siteId: '12', siteLabel: 'Canyon' }, 'metric');
    expect(result.ok && result.siteQuery).toBe('blue hole');
    const picked = parseDiveForm({ ...base, placeKind: 'site', siteQuery: 'Canyon', siteId: '12', siteLabel: 'Canyon' }, 'metric');
    expect(picked.ok && picked.input.place).toEqual({ kind: 'site', siteId: 12 });
  });

  it('gives a stored dive back to the form, and an unchanged form back to the same SI values in imperial units', () => {
    const stored: StoredDiveForForm = {
      number: 12,
      startLocal: '2023-10-02T14:05:00',
      utcOffsetMinutes: null,
      durationS: 2990,
      maxDepthM: 22.37,
      meanDepthM: 15.2,
      waterTempC: 23.8,
      airTempC: null,
      visibilityM: 20,
      visibilityRating: null,
      current: 'light',
      entry: 'boat',
      mode: 'open-circuit',
      suit: '5 mm',
      weightKg: 4,
      site: null,
      placeName: null,
      placeLat: null,
      placeLng: null,
      countryCode: null,
      centerId: null,
      tripId: null,
      tripLabel: null,
      guide: null,
      notes: 'Turtle',
      rating: 4.5,
      tags: ['drift', 'photography'],
      privacy: 'public',
      cylinders: [{ use: 'open-circuit', description: 'S80', sizeL: 11.1, workPressureBar: 207, startPressureBar: 210, endPressureBar: 61, o2Percent: 32, hePercent: 0 }],
      gasSwitches: [{ timeS: 0, cylinderPosition: 0, o2Percent: 32, hePercent: 0 }],
      buddies: [{ name: 'Sam', member: null }],
    };
    const { values, original } = diveFormValues(stored, 'imperial');
    expect(values).toMatchObject({ date: '2023-10-02', time: '14:05', maxDepth: '73.4', tags: ['drift'], otherTags: 'photography', rating: '5' });
    const result = parseDiveForm(values, 'imperial', original);
    if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
    expect(result.input).toMatchObject({ number: 12, durationS: 2990, maxDepthM: 22.37, waterTempC: 23.8, weightKg: 4, rating: 4.5, suit: '5 mm', tags: ['drift', 'photography'] });
    expect(result.input.cylinders[0]).toMatchObject({ sizeL: 11.1, workPressureBar: 207, startPressureBar: 210, endPressureBar: 61 });
    expect(result.input.gasSwitches).toEqual([{ timeS: 0, cylinderPosition: 0, o2Percent: 32, hePercent: 0 }]);
  });
});
