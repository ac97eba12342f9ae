import type { ChartColor } from '../theme-tokens';
import { chartTones } from '../theme-tokens';

/**
 * The CSS colour for a tone name (its theme variable, so a chart follows mode and preset changes
 * without re-rendering) or a literal colour as given.
 */
export function paint(color: ChartColor): string {
  return (chartTones as readonly string[]).includes(color) ? `var(--${color})` : color;
}

/** What a tooltip or a centre label shows for one value. */
export type ValueFormatter = (value: number) => string;
