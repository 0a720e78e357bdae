import { describe, expect, test } from 'vitest';
import { toCandlePoints } from './candle-points';

describe('toCandlePoints', () => {
  test('sorts oldest first, drops duplicate times and converts only for drawing', () => {
    const candle = (time: string, close: string) => ({
      time,
      open: '3.25',
      high: '3.50',
      low: '3.20',
      close,
      volume: '10',
    });
    const points = toCandlePoints([
      candle('2026-01-01T11:00:00.000Z', '3.40'),
      candle('2026-01-01T10:00:00.000Z', '3.30'),
      candle('2026-01-01T11:00:00.000Z', '3.45'),
      candle('not a date', '9'),
    ]);
    expect(points).toEqual([
      { time: 1767261600, open: 3.25, high: 3.5, low: 3.2, close: 3.3 },
      { time: 1767265200, open: 3.25, high: 3.5, low: 3.2, close: 3.45 },
    ]);
  });
});
