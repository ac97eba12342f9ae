import { createContext, Suspense, use, useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useAfterPaint } from '@/hooks/use-after-paint';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { useDrawTurn } from './draw-turn';

/** The numbers behind a chart, read out by screen readers instead of the picture. */
export interface ChartTable {
  /** Optional caption; the chart's label is used when missing. */
  caption?: string;
  columns: string[];
  rows: (string | number)[][];
}

export interface ChartFrameProps {
  /** Accessible name of the chart (role="img"). */
  label: string;
  /** Height in px reserved before and after the chart loads, so nothing moves. */
  height: number;
  /** Data-table alternative (visually hidden). Give this or `summary`. */
  table?: ChartTable;
  /** Text alternative when a table would say less than a sentence. */
  summary?: string;
  className?: string;
  /**
   * The lazily loaded chart; rendered after the first paint, one chart at a time (`useDrawTurn`),
   * and inside `ChartsDrawWhenNear` once its box is near the viewport.
   */
  children: ReactNode;
}

/** What every chart component takes besides its data: its name, box and text alternative. */
export type ChartBoxProps = Omit<ChartFrameProps, 'children'>;

/** Skeleton with the chart's exact height, shown until the chart library has loaded. */
export function ChartSkeleton({ height, className }: { height: number; className?: string }) {
  return (
    <div
      aria-hidden
      data-slot="chart-skeleton"
      className={cn('w-full animate-pulse rounded-md bg-muted/70', className)}
      style={{ height }}
    />
  );
}

const DrawWhenNear = createContext(false);

/**
 * Charts inside wait until their box comes within 200 px of the viewport: for pages of charts
 * (the chart galleries), where most of them are below the fold. Elsewhere a chart draws after the
 * first paint (a dashboard mounts its lower cards itself, when the page is idle: DeferredCard).
 */
export function ChartsDrawWhenNear({ children }: { children: ReactNode }) {
  return <DrawWhenNear value>{children}</DrawWhenNear>;
}

/** Tells the chart's turn that it is drawn: its effect runs after the chart's own. */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}

/**
 * Reserves the chart's box, names it for assistive technology and holds its data alternative.
 * The picture itself is `role="img"` (its SVG/canvas internals are presentational); the table or
 * summary beside it is visually hidden but read by screen readers.
 */
export function ChartFrame({ label, height, table, summary, className, children }: ChartFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const painted = useAfterPaint();
  const whenNear = use(DrawWhenNear);
  const near = useNearViewport(box);
  const [granted, drawn] = useDrawTurn(painted && (near || !whenNear));
  const descriptionId = useId();
  const skeleton = <ChartSkeleton height={height} />;
  return (
    <div ref={box} data-slot="chart" className={cn('relative min-w-0', className)}>
      <div
        role="img"
        aria-label={label}
        aria-describedby={summary ? descriptionId : undefined}
        className="w-full overflow-hidden"
        style={{ height }}
      >
        {granted ? (
          <Suspense fallback={skeleton}>
            {children}
            <Drawn onDrawn={drawn} />
          </Suspense>
        ) : (
          skeleton
        )}
      </div>
      {summary && (
        <p id={descriptionId} className="sr-only">
          {summary}
        </p>
      )}
      {/* sr-only on a wrapper: a table ignores the 1px width and would widen the page. */}
      {table && (
        <div className="sr-only">
          <table>
            <caption>{table.caption ?? label}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={j}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
