import { describe, expect, test } from 'vitest';
import {
  depositWindowAt,
  depositWindowClosedMessage,
  formatClockTime,
  formatNairobiMoment,
  formatTimeOfDay,
} from './deposit-window.js';

// Nairobi is UTC+3: 07:00 there is 04:00Z. 22 Nov 2025 is a Saturday.
const SPEC_HOURS = { opensMin: 7 * 60, closesMin: 22 * 60 };
const OFFICE_HOURS = { opensMin: 9 * 60, closesMin: 17 * 60 };
const UNTIL_MIDNIGHT = { opensMin: 6 * 60 + 30, closesMin: 1440 };
const ALL_DAY = { opensMin: 0, closesMin: 1440 };

describe('depositWindowAt', () => {
  test.each([
    // [Nairobi wall clock, as UTC, hours, open, nextOpenAt (UTC), closesAt (UTC)]
    ['06:59', '2025-11-22T03:59:00Z', SPEC_HOURS, false, '2025-11-22T04:00:00Z', null],
    ['06:59:59.999', '2025-11-22T03:59:59.999Z', SPEC_HOURS, false, '2025-11-22T04:00:00Z', null],
    ['07:00', '2025-11-22T04:00:00Z', SPEC_HOURS, true, null, '2025-11-22T19:00:00Z'],
    ['12:00', '2025-11-22T09:00:00Z', SPEC_HOURS, true, null, '2025-11-22T19:00:00Z'],
    ['21:59', '2025-11-22T18:59:00Z', SPEC_HOURS, true, null, '2025-11-22T19:00:00Z'],
    ['21:59:59.999', '2025-11-22T18:59:59.999Z', SPEC_HOURS, true, null, '2025-11-22T19:00:00Z'],
    [
      '22:00 (next opening is tomorrow)',
      '2025-11-22T19:00:00Z',
      SPEC_HOURS,
      false,
      '2025-11-23T04:00:00Z',
      null,
    ],
    ['23:59', '2025-11-22T20:59:00Z', SPEC_HOURS, false, '2025-11-23T04:00:00Z', null],
    [
      '00:00 (next opening is this morning)',
      '2025-11-22T21:00:00Z',
      SPEC_HOURS,
      false,
      '2025-11-23T04:00:00Z',
      null,
    ],
    [
      '03:00, a UTC date behind Nairobi',
      '2025-11-23T00:00:00Z',
      SPEC_HOURS,
      false,
      '2025-11-23T04:00:00Z',
      null,
    ],
    [
      '31 Dec 22:30 (next opening next year)',
      '2025-12-31T19:30:00Z',
      SPEC_HOURS,
      false,
      '2026-01-01T04:00:00Z',
      null,
    ],
    [
      '28 Feb 2028 23:00 (leap day next)',
      '2028-02-28T20:00:00Z',
      SPEC_HOURS,
      false,
      '2028-02-29T04:00:00Z',
      null,
    ],
    [
      'edited hours, 08:59',
      '2025-11-22T05:59:00Z',
      OFFICE_HOURS,
      false,
      '2025-11-22T06:00:00Z',
      null,
    ],
    [
      'edited hours, 09:00',
      '2025-11-22T06:00:00Z',
      OFFICE_HOURS,
      true,
      null,
      '2025-11-22T14:00:00Z',
    ],
    [
      'edited hours, 16:59',
      '2025-11-22T13:59:00Z',
      OFFICE_HOURS,
      true,
      null,
      '2025-11-22T14:00:00Z',
    ],
    [
      'edited hours, 17:00',
      '2025-11-22T14:00:00Z',
      OFFICE_HOURS,
      false,
      '2025-11-23T06:00:00Z',
      null,
    ],
    [
      'until midnight, 06:29',
      '2025-11-22T03:29:00Z',
      UNTIL_MIDNIGHT,
      false,
      '2025-11-22T03:30:00Z',
      null,
    ],
    [
      'until midnight, 23:59',
      '2025-11-22T20:59:00Z',
      UNTIL_MIDNIGHT,
      true,
      null,
      '2025-11-22T21:00:00Z',
    ],
    [
      'until midnight, 00:00',
      '2025-11-22T21:00:00Z',
      UNTIL_MIDNIGHT,
      false,
      '2025-11-23T03:30:00Z',
      null,
    ],
    ['all day, 00:00', '2025-11-22T21:00:00Z', ALL_DAY, true, null, '2025-11-23T21:00:00Z'],
  ] as const)('%s', (_wallClock, nowUtc, hours, open, nextOpenAt, closesAt) => {
    const state = depositWindowAt(new Date(nowUtc), hours);
    expect({
      open: state.open,
      nextOpenAt: state.nextOpenAt?.toISOString() ?? null,
      closesAt: state.closesAt?.toISOString() ?? null,
    }).toEqual({
      open,
      nextOpenAt: nextOpenAt === null ? null : new Date(nextOpenAt).toISOString(),
      closesAt: closesAt === null ? null : new Date(closesAt).toISOString(),
    });
  });
});

describe('formatting', () => {
  test.each([
    [0, '00:00', '12:00 AM'],
    [7 * 60, '07:00', '7:00 AM'],
    [12 * 60 + 30, '12:30', '12:30 PM'],
    [22 * 60, '22:00', '10:00 PM'],
    [1440, '24:00', '12:00 AM'],
  ])('%i minutes is %s, %s', (minutes, clock, twelveHour) => {
    expect(formatClockTime(minutes)).toBe(clock);
    expect(formatTimeOfDay(minutes)).toBe(twelveHour);
  });

  test('a moment reads on the Nairobi clock', () => {
    expect(formatNairobiMoment(new Date('2025-11-23T04:00:00Z'))).toBe('Sun, 23 Nov, 7:00 AM');
    expect(formatNairobiMoment(new Date('2025-11-22T21:30:00Z'))).toBe('Sun, 23 Nov, 12:30 AM');
  });

  test.each([
    [
      SPEC_HOURS,
      '2025-11-23T04:00:00Z',
      'Deposits are only allowed between 7:00 AM - 10:00 PM. Next window: Sun, 23 Nov, 7:00 AM.',
    ],
    [
      OFFICE_HOURS,
      '2025-11-24T06:00:00Z',
      'Deposits are only allowed between 9:00 AM - 5:00 PM. Next window: Mon, 24 Nov, 9:00 AM.',
    ],
    [
      UNTIL_MIDNIGHT,
      '2025-11-22T03:30:00Z',
      'Deposits are only allowed between 6:30 AM - 12:00 AM. Next window: Sat, 22 Nov, 6:30 AM.',
    ],
  ])('the closed message follows the configured hours', (hours, nextOpenAt, message) => {
    expect(depositWindowClosedMessage(hours, new Date(nextOpenAt))).toBe(message);
  });
});
