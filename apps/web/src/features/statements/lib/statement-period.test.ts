import { setDisplayLocale } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import {
  formatStatementDay,
  nairobiToday,
  periodOf,
  periodProblem,
  statementAmount,
  statementUrl,
} from './statement-period';

const custom = { from: '', to: '' };

describe('periods on the Nairobi calendar', () => {
  test('21:30 UTC on 31 March is already 1 April in Nairobi', () => {
    const now = new Date('2026-03-31T21:30:00Z');
    expect(nairobiToday(now)).toBe('2026-04-01');
    expect(periodOf('this-month', now, custom)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(periodOf('last-month', now, custom)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  test('last month of January is December of the year before; February knows leap years', () => {
    const january = new Date('2028-01-10T09:00:00Z');
    expect(periodOf('last-month', january, custom)).toEqual({
      from: '2027-12-01',
      to: '2027-12-31',
    });
    const march = new Date('2028-03-05T09:00:00Z');
    expect(periodOf('last-month', march, custom)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  test('a custom period is checked before it is asked for', () => {
    expect(periodProblem({ from: '2026-03-01', to: '' })).toBe('missing-date');
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('end-before-start');
    expect(periodProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeUndefined();
  });
});

test('the download addresses carry the period and the format', () => {
  const params = { currency: 'KES', from: '2026-03-01', to: '2026-03-31' };
  expect(statementUrl(params, 'pdf')).toBe(
    '/api/statements?currency=KES&from=2026-03-01&to=2026-03-31&format=pdf',
  );
});

test('amounts keep every digit, grouped, coins trimmed to 4 decimals', () => {
  expect(statementAmount('-1500000.00', 'KES')).toBe('-1,500,000.00');
  expect(statementAmount('0.50000000', 'BTC')).toBe('0.5000');
  expect(statementAmount('12000.12345678', 'HRC')).toBe('12,000.12345678');
});

test('a day is written in the language on screen, never moved by a time zone', () => {
  expect(formatStatementDay('2026-03-01')).toBe('1 Mar 2026');
  setDisplayLocale('sw-KE');
  try {
    expect(formatStatementDay('2026-03-01')).toBe('1 Mac 2026');
  } finally {
    setDisplayLocale('en-KE');
  }
  expect(formatStatementDay('not a day')).toBe('not a day');
});
