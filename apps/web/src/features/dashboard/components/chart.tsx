/**
 * A chart and its figures as a table. The drawing (time-chart.tsx, uPlot) is loaded on demand,
 * with a placeholder of its height meanwhile, so the home's first paint never waits for it. The
 * table says the same as the drawing for screen readers and keyboard users, and for everyone
 * behind "Show the figures".
 */
import { lazy, Suspense } from 'react';
import { Table, Td, Th } from '#components/ui/table.tsx';

export type ChartSeries = { label: string; color: string; values: number[] };
export type ChartProps = {
  /** The x positions' keys (days `YYYY-MM-DD` or months), in order. */
  x: string[];
  series: ChartSeries[];
  /** An x key as an axis label ('12 Nov', 'Jan'). */
  xLabel: (key: string) => string;
  /** A y value as an axis label ('₦12k'). */
  yValue: (value: number) => string;
};

const TimeChart = lazy(() => import('./time-chart'));

type ChartWithTableProps = ChartProps & {
  /** The table's caption and the drawing's name. */
  title: string;
  /** A value as the table shows it ('₦12,000.00'). */
  cell: (value: number) => string;
  /** The x column's heading ('Day', 'Month'). */
  xHeading: string;
};

export function Chart({ title, cell, xHeading, ...chart }: ChartWithTableProps) {
  return (
    <figure className="space-y-3">
      <Suspense fallback={<div aria-hidden="true" className="h-[220px] w-full rounded-lg bg-slate-50" />}>
        <TimeChart {...chart} />
      </Suspense>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        {chart.series.map((s) => (
          <span key={s.label} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ background: s.color }} />
            {s.label}
          </span>
        ))}
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700 underline-offset-2 hover:underline">
          Show the figures
        </summary>
        <div className="mt-2">
          <Table label={title}>
            <thead>
              <tr>
                <Th>{xHeading}</Th>
                {chart.series.map((s) => (
                  <Th key={s.label}>{s.label}</Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.x.map((key, i) => (
                <tr key={key}>
                  <Td className="whitespace-nowrap">{chart.xLabel(key)}</Td>
                  {chart.series.map((s) => (
                    <Td key={s.label} className="whitespace-nowrap">
                      {cell(s.values[i] ?? 0)}
                    </Td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </details>
    </figure>
  );
}
