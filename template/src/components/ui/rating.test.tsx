import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { Rating } from './rating';

describe('Rating', () => {
  it('is a radio group whose value changes on click and with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    await renderWithProviders(<Rating aria-label="Service" defaultValue={2} onValueChange={onValueChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Service' });
    expect(group.querySelectorAll('input[type=radio]')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '2 out of 5' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: '4 out of 5' }));
    expect(screen.getByRole('radio', { name: '4 out of 5' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '5 out of 5' })).toBeChecked();
    expect(onValueChange.mock.calls).toEqual([[4], [5]]);
  });

  it('offers half steps', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Rating aria-label="Food" allowHalf max={3} />);
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    await user.click(screen.getByRole('radio', { name: '2.5 out of 3' }));
    expect(screen.getByRole('radio', { name: '2.5 out of 3' })).toBeChecked();
  });

  it('keeps a controlled value until the parent changes it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    await renderWithProviders(<Rating aria-label="Stay" value={3} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('radio', { name: '1 out of 5' }));
    expect(onValueChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('radio', { name: '3 out of 5' })).toBeChecked();
  });

  it('reads as one image when read-only, and blocks input when disabled', async () => {
    const { rerender } = await renderWithProviders(<Rating aria-label="Average" readOnly value={4.5} allowHalf />);
    expect(screen.getByRole('img', { name: 'Average: 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    rerender(<Rating aria-label="Average" disabled value={4} />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
