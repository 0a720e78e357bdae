import type { Candle } from '@soko/shared';

/** One candle as the chart library draws it: seconds since the epoch and plain numbers. */
export interface CandlePoint {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * Turns the server's candles into chart points. The chart library only draws numbers, so this is
 * the one place a price becomes a JavaScript number, and only to place a pixel: nothing here is
 * ever computed on, summed or sent back. Prices move in 0.01 steps, which a double holds exactly
 * enough to draw. Points come out oldest first with unique times, as the library requires.
 */
export function toCandlePoints(candles: readonly Candle[]): CandlePoint[] {
  const byTime = new Map<number, CandlePoint>();
  for (const candle of candles) {
    const time = Math.floor(Date.parse(candle.time) / 1000);
    if (!Number.isFinite(time)) continue;
    byTime.set(time, {
      time,
      open: Number(candle.open),
      high: Number(candle.high),
      low: Number(candle.low),
      close: Number(candle.close),
    });
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}
