import { describe, expect, test } from 'vitest';
import {
  checkExciseForm,
  earliestExciseDay,
  exciseRateStatuses,
  lastExciseDay,
} from './excise-form';

const today = '2026-11-26';
const history = [
  { ratePercent: '12.5', effectiveFrom: '2026-11-26' },
  { ratePercent: '11', effectiveFrom: '2026-11-26' },
  { ratePercent: '10', effectiveFrom: '2025-07-01' },
];
const announced = [{ ratePercent: '15', effectiveFrom: '2027-01-01' }, ...history];

describe('the excise rates section', () => {
  test('an announced rate, then the one in force (the later of one day), then the past', () => {
    expect(exciseRateStatuses(announced, today).map((rate) => rate.status)).toEqual([
      'announced',
      'in_force',
      'past',
      'past',
    ]);
    expect(exciseRateStatuses(history, '2026-11-25').map((rate) => rate.status)).toEqual([
      'announced',
      'announced',
      'in_force',
    ]);
  });

  test('a new rate applies from today, or from the announced day on', () => {
    expect(earliestExciseDay(history, today)).toBe(today);
    expect(earliestExciseDay(announced, today)).toBe('2027-01-01');
    expect(
      checkExciseForm({ ratePercent: '12', effectiveFrom: today }, { rates: history, today }),
    ).toEqual({});
    expect(
      checkExciseForm(
        { ratePercent: '16', effectiveFrom: '2027-01-01' },
        { rates: announced, today },
      ),
    ).toEqual({});
    expect(
      checkExciseForm(
        { ratePercent: '12', effectiveFrom: '2026-12-31' },
        { rates: announced, today },
      ),
    ).toEqual({ effectiveFrom: 'day_announced' });
    expect(
      checkExciseForm(
        { ratePercent: '12', effectiveFrom: '2026-11-25' },
        { rates: history, today },
      ),
    ).toEqual({ effectiveFrom: 'day_past' });
  });

  test('a new rate is announced at most a year ahead (a mistyped year is caught)', () => {
    expect(lastExciseDay(today)).toBe('2027-11-27');
    expect(lastExciseDay('2027-12-31')).toBe('2028-12-31'); // 2028 has 366 days
    const check = (effectiveFrom: string) =>
      checkExciseForm({ ratePercent: '12', effectiveFrom }, { rates: history, today });
    expect(check('2027-11-27')).toEqual({});
    expect(check('2027-11-28')).toEqual({ effectiveFrom: 'day_too_far' });
    expect(check('2062-11-26')).toEqual({ effectiveFrom: 'day_too_far' });
  });

  test('the rate is a percent from 0 to 100 with at most 2 decimals; the day a real date', () => {
    const rateError = 'rate_invalid';
    for (const ratePercent of ['', 'ten', '-1', '100.01', '12.555']) {
      expect(
        checkExciseForm({ ratePercent, effectiveFrom: today }, { rates: history, today }),
      ).toEqual({
        ratePercent: rateError,
      });
    }
    for (const ratePercent of ['0', '100', ' 12.5 ']) {
      expect(
        checkExciseForm({ ratePercent, effectiveFrom: today }, { rates: history, today }),
      ).toEqual({});
    }
    expect(
      checkExciseForm({ ratePercent: '10', effectiveFrom: '' }, { rates: history, today }),
    ).toEqual({ effectiveFrom: 'day_missing' });
  });
});
