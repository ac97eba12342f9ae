/** Where a tooltip goes beside its element: pure geometry, unit tested in tooltip.test.tsx. */

export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

const opposite: Record<TooltipSide, TooltipSide> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };
const margin = 8;

/** Where the bubble goes: `side` if it fits in the viewport, else the opposite side; kept inside. */
export function placeTooltip(
  anchor: DOMRect,
  bubble: { width: number; height: number },
  side: TooltipSide,
  offset: number,
  viewport: { width: number; height: number },
): { side: TooltipSide; left: number; top: number } {
  const room: Record<TooltipSide, number> = {
    top: anchor.top,
    bottom: viewport.height - anchor.bottom,
    left: anchor.left,
    right: viewport.width - anchor.right,
  };
  const needed = side === 'top' || side === 'bottom' ? bubble.height + offset : bubble.width + offset;
  const placed = room[side] >= needed + margin || room[side] >= room[opposite[side]] ? side : opposite[side];
  const clamp = (value: number, size: number, limit: number) =>
    Math.min(Math.max(value, margin), Math.max(margin, limit - size - margin));
  if (placed === 'top' || placed === 'bottom') {
    const left = clamp(anchor.left + anchor.width / 2 - bubble.width / 2, bubble.width, viewport.width);
    const top = placed === 'top' ? anchor.top - offset - bubble.height : anchor.bottom + offset;
    return { side: placed, left, top };
  }
  const top = clamp(anchor.top + anchor.height / 2 - bubble.height / 2, bubble.height, viewport.height);
  const left = placed === 'left' ? anchor.left - offset - bubble.width : anchor.right + offset;
  return { side: placed, left, top };
}
