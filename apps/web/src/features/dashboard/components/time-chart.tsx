/**
 * Figures over days or months drawn with uPlot on a canvas that follows its box's width: bars for
 * one series, lines with points for several. Loaded lazily (chart.tsx), so uPlot is fetched only
 * when a chart is shown. The canvas is hidden from assistive technology: chart.tsx gives every
 * chart a table of the same figures.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartProps } from './chart';

const HEIGHT = 220;
const AXIS = '#475569';
const GRID = '#e2e8f0';

export default function TimeChart({ x, series, xLabel, yValue }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const bars = series.length === 1 ? uPlot.paths.bars?.({ size: [0.7, 40] }) : undefined;
    const width = () => Math.max(el.clientWidth, 240);
    const plot = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: (_u, min, max) => [min - 0.6, max + 0.6] } },
        axes: [
          {
            stroke: AXIS,
            grid: { show: false },
            values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? xLabel(x[t] ?? '') : '')),
          },
          { stroke: AXIS, grid: { stroke: GRID }, size: 76, values: (_u, ticks) => ticks.map(yValue) },
        ],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            ...(bars ? { fill: s.color, paths: bars, points: { show: false } } : { points: { size: 6 } }),
          })),
        ],
      },
      [x.map((_, i) => i), ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [x, series, xLabel, yValue]);
  return (
    <div ref={box} aria-hidden="true" className="w-full overflow-hidden" style={{ minHeight: HEIGHT }} />
  );
}
