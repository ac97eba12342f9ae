import type { ChartColor } from '../theme-tokens';
import { paint } from './paint';

export interface TooltipRow {
  name: string;
  value: string;
  tone: ChartColor;
}

/**
 * The pointer's read-out: a heading (the category) and one row per series. Visual only: the
 * chart's data table says the same to screen readers, so this box is hidden from them.
 */
export function ChartTooltip({
  title,
  rows,
  x,
  y,
  width,
}: {
  title?: string;
  rows: TooltipRow[];
  /** Anchor in px from the chart's left and top edges. */
  x: number;
  y: number;
  /** The chart's width: the box flips to the anchor's other side near the edge. */
  width: number;
}) {
  const flip = x > width / 2;
  return (
    <div
      aria-hidden
      data-slot="chart-tooltip"
      className="pointer-events-none absolute z-10 min-w-28 rounded-md border border-border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md"
      style={{
        top: Math.max(0, y),
        left: flip ? undefined : x + 12,
        right: flip ? width - x + 12 : undefined,
      }}
    >
      {title && <p className="mb-1 font-semibold whitespace-nowrap">{title}</p>}
      <ul className="flex flex-col gap-1">
        {rows.map((row) => (
          <li key={row.name} className="flex items-center gap-2 whitespace-nowrap">
            <span className="size-2 shrink-0 rounded-full" style={{ background: paint(row.tone) }} />
            <span className="flex-1 text-muted-foreground">{row.name}</span>
            <span className="font-semibold tabular-nums">{row.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
