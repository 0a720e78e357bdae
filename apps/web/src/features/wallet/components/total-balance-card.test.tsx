import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { TotalFigure } from './total-balance-card';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('TotalFigure', () => {
  test('the total reads as KES with separators; unpriced coins are named, not hidden', () => {
    const html = renderToStaticMarkup(
      <TotalFigure
        total={{
          currency: 'KES',
          totalKes: '1234567.50',
          valued: [],
          notValued: [{ currency: 'HRC', amount: '2.50000000' }],
        }}
      />,
    );
    expect(text(html)).toContain('KES 1,234,567.50');
    expect(text(html)).toContain('Not included (no KES price yet): 2.5000 HRC');
  });

  test('with every coin priced, no "not included" line', () => {
    const html = renderToStaticMarkup(
      <TotalFigure total={{ currency: 'KES', totalKes: '0.00', valued: [], notValued: [] }} />,
    );
    expect(text(html)).toContain('KES 0.00');
    expect(html).not.toContain('Not included');
  });
});
