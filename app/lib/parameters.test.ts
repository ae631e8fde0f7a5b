import { describe, expect, it } from 'vitest';
import { dayField, idField, oneOf, queryFlag, queryId, queryPage, queryToken, readQuery, searchText } from './parameters.schema.ts';
import { decimalNumber, isDay, isDayAndTime, recordId, recordIds, wholeNumber } from './parameters.ts';

describe('record ids', () => {
  it('are positive integers within PostgreSQL’s integer, written as digits', () => {
    expect(recordId('42')).toBe(42);
    expect(recordId(' 7 ')).toBe(7);
    expect(recordId(2_147_483_647)).toBe(2_147_483_647);
    for (const bad of ['2147483648', '99999999999999999999', '0', '-1', '1.5', '1e3', '0x10', 'abc', '', '4\u00002', null, undefined, 2_147_483_648, 1.5, ['4']]) expect(recordId(bad), String(bad)).toBeNull();
  });

  it('come out of a list of ticked boxes once each, the others dropped', () => {
    expect(recordIds(['3', '3', 'x', '2147483648', '5'])).toEqual([3, 5]);
    expect(recordIds(undefined)).toEqual([]);
  });

  it('refuse a form field with its own message', () => {
    expect(idField('trips.error.generic').safeParse('12')).toEqual({ success: true, data: 12 });
    expect(idField('trips.error.generic').safeParse('2147483648').error?.issues[0]?.message).toBe('trips.error.generic');
  });
});

describe('numbers', () => {
  it('are whole or decimal, within their bounds, never an exponent, a hex or Infinity', () => {
    expect(wholeNumber('3', 1, 10)).toBe(3);
    expect(wholeNumber('-2', -5, 5)).toBe(-2);
    expect([wholeNumber('11', 1, 10), wholeNumber('1e1', 1, 100), wholeNumber('2.5', 1, 10), wholeNumber('99999999999999999999', 1, Infinity)]).toEqual([null, null, null, null]);
    expect(decimalNumber('-8.25', -90, 90)).toBe(-8.25);
    expect([decimalNumber('1e999', -90, 90), decimalNumber('Infinity', -1e9, 1e9), decimalNumber('0x10', 0, 100), decimalNumber('', 0, 1), decimalNumber('91', -90, 90)]).toEqual([null, null, null, null, null]);
  });
});

describe('days', () => {
  it('exist in the calendar: no 30th of February, 29th of February only in leap years', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-12-31')).toBe(true);
    for (const bad of ['2027-02-29', '2027-02-30', '2027-04-31', '2027-13-01', '2027-00-10', '0000-01-01', '1899-12-31', '3000-01-01', '2027-2-3', '2027-02-03x']) expect(isDay(bad), bad).toBe(false);
    expect(isDayAndTime('2027-03-01T23:59')).toBe(true);
    expect([isDayAndTime('2027-02-30T10:00'), isDayAndTime('2027-03-01T24:00')]).toEqual([false, false]);
    expect(dayField('offers.error.dateInvalid').safeParse('2027-02-30').error?.issues[0]?.message).toBe('offers.error.dateInvalid');
  });
});

describe('a query read field by field', () => {
  const shape = { center: queryId(), page: queryPage(1000), kind: oneOf(['percent', 'amount'] as const), saved: queryFlag(), q: searchText(10, 'admin.members.invalidSearch'), token: queryToken() };

  it('keeps what fits, leaves out what does not, and says which', () => {
    const { values, issues } = readQuery(new URLSearchParams('center=2147483648&page=3&kind=gift&saved=1&q=Blue%00Hole&token=abc.DEF_-1'), shape);
    expect(values).toEqual({ page: 3, saved: true, q: 'Blue Hole', token: 'abc.DEF_-1' });
    expect(issues).toEqual({ center: 'common.params.invalid', kind: 'common.params.invalid' });
  });

  it('counts an empty value as none, the first of a repeated name, and refuses overlong text rather than cutting it', () => {
    const { values, issues } = readQuery(new URLSearchParams('center=&page=2&page=2147483648&q=x'.padEnd(60, 'x')), shape);
    expect(values).toEqual({ page: 2 });
    expect(issues).toEqual({ q: 'admin.members.invalidSearch' });
    expect(readQuery(new URLSearchParams('token=%00&center[]=1'), shape)).toEqual({ values: {}, issues: { token: 'common.params.invalid' } });
  });

  it('gives every value of a list name to its schema', () => {
    expect(readQuery(new URLSearchParams('ids=3&ids=&ids=4'), { ids: oneOf(['3', '4']).array() }, ['ids']).values).toEqual({ ids: ['3', '4'] });
  });
});
