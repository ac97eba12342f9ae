import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/render';
import { Chip, FilterChip } from './chip';

describe('Chip', () => {
  it('calls onRemove from its translated remove button', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    await renderWithProviders(<Chip onRemove={onRemove}>Design</Chip>);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});

describe('FilterChip', () => {
  it('toggles a pressed state by click and keyboard', async () => {
    const user = userEvent.setup();
    function Filter() {
      const [on, setOn] = useState(false);
      return (
        <FilterChip selected={on} onSelectedChange={setOn}>
          In stock
        </FilterChip>
      );
    }
    await renderWithProviders(<Filter />);
    const chip = screen.getByRole('button', { name: 'In stock' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(chip).toHaveAttribute('aria-pressed', 'false');
  });
});
