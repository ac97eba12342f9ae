import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Sheet, SheetContent, SheetTitle, SheetDescription } from './sheet';

/** A sheet opened by a button of its own: no Radix Trigger knows where focus came from. */
function Opener({ removeOnClose = false }: { removeOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const [closedOnce, setClosedOnce] = useState(false);
  return (
    <>
      {!(removeOnClose && closedOnce) && (
        <button type="button" onClick={() => setOpen(true)}>
          Add user
        </button>
      )}
      <button type="button">Elsewhere</button>
      <Sheet
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setClosedOnce(true);
        }}
      >
        <SheetContent>
          <SheetTitle>New user</SheetTitle>
          <SheetDescription>Fields</SheetDescription>
          <input aria-label="Name" />
        </SheetContent>
      </Sheet>
    </>
  );
}

describe('SheetContent opened without a trigger', () => {
  it('gives focus back to the button that opened it when it closes', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Add user' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'New user' })).toBeInTheDocument());
    expect(opener).not.toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('leaves focus alone when the button that opened it is gone', async () => {
    const user = userEvent.setup();
    render(<Opener removeOnClose />);
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
    expect(document.activeElement === document.body || document.activeElement === null).toBe(true);
  });
});
