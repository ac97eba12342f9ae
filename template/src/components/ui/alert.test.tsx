import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/render';
import { Alert } from './alert';

describe('Alert', () => {
  it('shows its title and message in a status region with the tone icon', async () => {
    await renderWithProviders(
      <Alert color="success" title="Saved">
        Your changes are live.
      </Alert>,
    );
    const alert = screen.getByRole('status');
    expect(alert).toHaveTextContent('SavedYour changes are live.');
    expect(alert.querySelector('[data-slot=alert-icon] svg')).not.toBeNull();
  });

  it('can go without an icon and be announced assertively', async () => {
    await renderWithProviders(
      <Alert role="alert" icon={false} color="error">
        Payment failed
      </Alert>,
    );
    expect(screen.getByRole('alert').querySelector('[data-slot=alert-icon]')).toBeNull();
  });

  it('hides itself when closed if uncontrolled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    await renderWithProviders(
      <Alert closable onOpenChange={onOpenChange}>
        Heads up
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('follows the open prop when controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Reset
          </button>
          <Alert closable open={open} onOpenChange={setOpen}>
            Heads up
          </Alert>
        </>
      );
    }
    await renderWithProviders(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('Heads up')).toBeInTheDocument();
  });
});
