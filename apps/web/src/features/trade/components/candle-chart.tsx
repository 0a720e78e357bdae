import { CandlestickSeries, ColorType, createChart, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { CandlePoint } from '../lib/candle-points';

/**
 * Nairobi is UTC+3 all year (no daylight saving). The chart library labels its axis in UTC, so
 * each point is drawn 3 hours later to label it in the traders' own time.
 */
const NAIROBI_OFFSET_SECONDS = 3 * 60 * 60;

/**
 * The candlestick chart itself. This module is the only one importing lightweight-charts, and it
 * is loaded on demand (React.lazy in price-chart-card), so the library stays out of every other
 * bundle, the landing page's first of all.
 */
export default function CandleChart({
  points,
  showTime,
}: {
  points: CandlePoint[];
  /** Hours and minutes on the axis for intraday candles; dates only for daily ones. */
  showTime: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ReturnType<typeof createChart> | null>(null);
  const seriesRef = useRef<ReturnType<ReturnType<typeof createChart>['addSeries']> | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const chart = createChart(container.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: '#ffffff' },
        textColor: '#475569',
        fontSize: 11,
        attributionLogo: false,
      },
      grid: { vertLines: { color: '#f1f5f9' }, horzLines: { color: '#f1f5f9' } },
      rightPriceScale: { borderColor: '#e2e8f0' },
      timeScale: { borderColor: '#e2e8f0' },
      // Pinch and drag stay with the page on a phone: the chart is for reading, not panning.
      handleScroll: { vertTouchDrag: false },
    });
    const series = chart.addSeries(CandlestickSeries, {
      upColor: '#059669',
      downColor: '#dc2626',
      borderVisible: false,
      wickUpColor: '#059669',
      wickDownColor: '#dc2626',
      priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
    });
    chartRef.current = chart;
    seriesRef.current = series;
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.applyOptions({ timeScale: { timeVisible: showTime, secondsVisible: false } });
    seriesRef.current?.setData(
      points.map((point) => ({
        ...point,
        time: (point.time + NAIROBI_OFFSET_SECONDS) as UTCTimestamp,
      })),
    );
    chartRef.current?.timeScale().fitContent();
  }, [points, showTime]);

  return <div ref={container} className="h-full w-full" />;
}
