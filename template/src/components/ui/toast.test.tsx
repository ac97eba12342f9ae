import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from './toaster';
import { toast } from './toast';

describe('toast', () => {
  afterEach(() => act(() => void toast.dismiss()));

  it('shows a message with its description and runs the action', async () => {
    const user = userEvent.setup();
    const undo = vi.fn();
    render(<Toaster />);
    act(
      () =>
        void toast('Message archived', { description: 'Moved to Archive', action: { label: 'Undo', onClick: undo } }),
    );
    expect(await screen.findByText('Message archived')).toBeInTheDocument();
    expect(screen.getByText('Moved to Archive')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('marks the tone and closes by id', async () => {
    render(<Toaster />);
    let id: string | number = '';
    act(() => void (id = toast('Payment failed', { tone: 'error', duration: Infinity })));
    const message = await screen.findByText('Payment failed');
    expect(message.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    act(() => void toast.dismiss(id));
    await vi.waitFor(() => expect(screen.queryByText('Payment failed')).not.toBeInTheDocument());
  });
});
