import { describe, expect, test } from 'vitest';
import { parseClock12, parseNairobiMoment, sayServerTime } from './nairobi-moment';

describe('the server English times, said in Kiswahili', () => {
  test.each([
    ['7:00 AM', 420],
    ['10:00 PM', 1320],
    ['12:00 AM', 0],
    ['12:30 PM', 750],
    ['13:00 PM', null],
    ['07:00', null],
  ])('%s is minute %s of the day', (text, minutes) => {
    expect(parseClock12(text)).toBe(minutes);
  });

  test('a moment without its year is read in the year whose date has that weekday', () => {
    const now = new Date('2026-11-29T23:00:00Z');
    expect(parseNairobiMoment('Mon, 30 Nov, 7:00 AM', now)?.toISOString()).toBe(
      '2026-11-30T04:00:00.000Z',
    );
    // Early January, read late in December: next year's.
    expect(parseNairobiMoment('Fri, 1 Jan, 7:00 AM', now)?.toISOString()).toBe(
      '2027-01-01T04:00:00.000Z',
    );
    expect(parseNairobiMoment('Wed, 30 Nov, 7:00 AM', now)).toBeNull();
    expect(parseNairobiMoment('tomorrow', now)).toBeNull();
  });

  test('Kiswahili names the weekday and the 24-hour clock; anything else is left as it came', () => {
    expect(sayServerTime('10:00 PM', 'clock', 'sw-KE')).toBe('22:00');
    const moment = sayServerTime('Mon, 30 Nov, 7:00 AM', 'moment', 'sw-KE');
    expect(moment).toContain('Jumatatu');
    expect(moment).toContain('07:00');
    expect(moment).not.toMatch(/Mon|AM/);
    expect(sayServerTime('soon', 'moment', 'sw-KE')).toBe('soon');
  });
});
