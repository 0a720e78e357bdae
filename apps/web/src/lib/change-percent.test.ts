import { describe, expect, test } from 'vitest';
import { changeTone, formatChange } from './change-percent';

describe('the 24-hour change figure', () => {
  test.each([
    [null, 'none', '—'],
    ['', 'none', '—'],
    ['NaN', 'none', '—'],
    ['3.25', 'up', '+3.25%'],
    ['+3.2', 'up', '+3.20%'],
    ['-1.5', 'down', '-1.50%'],
    ['0', 'flat', '0.00%'],
    ['0.00', 'flat', '0.00%'],
    ['-0.00', 'flat', '0.00%'],
    ['-0.01', 'down', '-0.01%'],
    ['1250', 'up', '+1250.00%'],
  ] as const)('%j is %s, shown %s', (change, tone, text) => {
    expect(changeTone(change)).toBe(tone);
    expect(formatChange(change)).toBe(text);
  });
});
