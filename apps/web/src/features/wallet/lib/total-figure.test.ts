import { describe, expect, test } from 'vitest';
import { totalFigureTexts } from './total-figure';

describe('totalFigureTexts', () => {
  test('the total reads as KES with separators; unpriced coins are named, not hidden', () => {
    const texts = totalFigureTexts({
      currency: 'KES',
      totalKes: '1234567.50',
      valued: [],
      notValued: [{ currency: 'HRC', amount: '2.50000000' }],
    });
    expect(texts).toEqual({ figure: 'KES 1,234,567.50', notValued: '2.5000 HRC' });
  });

  test('with every coin priced, no "not included" line', () => {
    const texts = totalFigureTexts({
      currency: 'KES',
      totalKes: '0.00',
      valued: [],
      notValued: [],
    });
    expect(texts).toEqual({ figure: 'KES 0.00', notValued: '' });
  });
});
