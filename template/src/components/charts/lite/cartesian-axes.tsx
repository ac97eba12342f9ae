import type { CartesianLayout } from './cartesian-layout';

/**
 * A cartesian chart's dashed grid at the value ticks, the value labels (left, or right in
 * right-to-left; under the plot for horizontal bars) and the category labels. Anchors are logical:
 * the SVG text follows the page's direction.
 */
export function CartesianAxes({
  layout,
  rtl,
  grid,
  valueAxis,
}: {
  layout: CartesianLayout;
  rtl: boolean;
  grid: boolean;
  valueAxis: boolean;
}) {
  const { plot, ticks, labels, horizontal } = layout;
  const muted = { fill: 'var(--muted-foreground)' };
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick.value}>
          {grid && (
            <line
              {...(horizontal
                ? { x1: tick.at, x2: tick.at, y1: plot.top, y2: plot.bottom }
                : { x1: plot.left, x2: plot.right, y1: tick.at, y2: tick.at })}
              style={{ stroke: 'var(--border)' }}
              strokeDasharray="4 4"
            />
          )}
          {valueAxis &&
            (horizontal ? (
              <text x={tick.at} y={plot.bottom + 16} textAnchor="middle" style={muted}>
                {tick.label}
              </text>
            ) : (
              <text x={rtl ? plot.right + 6 : plot.left - 6} y={tick.at} dy="0.32em" textAnchor="end" style={muted}>
                {tick.label}
              </text>
            ))}
        </g>
      ))}
      {labels.map((label, i) =>
        horizontal ? (
          <text
            key={i}
            x={rtl ? plot.right + 10 : plot.left - 10}
            y={label.at}
            dy="0.32em"
            textAnchor="end"
            className="text-xs"
            style={{ fill: 'var(--foreground)' }}
          >
            {label.text}
          </text>
        ) : (
          <text key={i} x={label.at} y={plot.bottom + 18} textAnchor={label.anchor} style={muted}>
            {label.text}
          </text>
        ),
      )}
    </>
  );
}
