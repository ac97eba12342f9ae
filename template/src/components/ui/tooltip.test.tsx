import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip, TooltipProvider } from './tooltip';
import { placeTooltip } from './tooltip-position';

const anchor = (left: number, top: number, width = 40, height = 40) =>
  ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRect;
const viewport = { width: 1000, height: 800 };
const bubble = { width: 100, height: 30 };

describe('placeTooltip', () => {
  it('centres the bubble on the side asked for when it fits', () => {
    expect(placeTooltip(anchor(480, 400), bubble, 'top', 6, viewport)).toEqual({ side: 'top', left: 450, top: 364 });
    expect(placeTooltip(anchor(480, 400), bubble, 'right', 6, viewport)).toEqual({
      side: 'right',
      left: 526,
      top: 405,
    });
  });

  it('moves to the opposite side when there is no room, and stays inside the viewport', () => {
    // A button in the top-left corner: no room above, and centring would cross the left edge.
    expect(placeTooltip(anchor(0, 4), bubble, 'top', 6, viewport)).toEqual({ side: 'bottom', left: 8, top: 50 });
    // At the right edge, a tooltip on the right goes left.
    expect(placeTooltip(anchor(960, 400), bubble, 'right', 6, viewport).side).toBe('left');
  });
});

describe('Tooltip', () => {
  it('shows on hover after the delay, describes its element, and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider delayDuration={50}>
        <Tooltip content="Customizer">
          <button type="button">Settings</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const button = screen.getByRole('button', { name: 'Settings' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(button);
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Customizer');
    expect(button).toHaveAccessibleDescription('Customizer');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('keeps the element working: its own handlers and ref still get the events', async () => {
    const user = userEvent.setup();
    const clicked = vi.fn();
    render(
      <Tooltip content="Delete">
        <button type="button" onClick={clicked} onPointerEnter={clicked}>
          Remove
        </button>
      </Tooltip>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    // Entering, then the click itself; pressing closes the tooltip rather than opening it.
    expect(clicked).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('follows a controlled open state', () => {
    const { rerender } = render(
      <Tooltip open={false} content="3 items">
        <button type="button">Cart</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    rerender(
      <Tooltip open content="3 items">
        <button type="button">Cart</button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('3 items');
  });
});
