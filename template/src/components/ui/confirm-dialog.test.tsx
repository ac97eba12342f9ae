import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/render';
import { ConfirmDialog } from './confirm-dialog';

/** A page with one destructive action, its confirmation and the action's result. */
function DeleteButton({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete the report
      </button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title="Delete the report?" onConfirm={onConfirm} />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('draws nothing before it is first asked for, then asks with the focus on Cancel and gives it back', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DeleteButton onConfirm={() => Promise.resolve()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const trigger = screen.getByRole('button', { name: 'Delete the report' });
    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the report?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('says why the action failed and stays open; opened again, it starts without the error', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DeleteButton onConfirm={() => Promise.reject(new Error('offline'))} />);
    await user.click(screen.getByRole('button', { name: 'Delete the report' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/try again/i);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete the report' }));
    await screen.findByRole('alertdialog', { name: 'Delete the report?' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
