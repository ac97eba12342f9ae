import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

// Each test imports the menu afresh: its code is loaded once per module instance, and these tests
// are about what happens before that.
async function freshMenu() {
  vi.resetModules();
  return import('./dropdown-menu');
}

async function renderMenu() {
  const { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } = await freshMenu();
  const selected = vi.fn();
  render(
    <DropdownMenu>
      <DropdownMenuTrigger>Options</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={selected}>Edit</DropdownMenuItem>
        <DropdownMenuItem>Delete</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>,
  );
  return { trigger: screen.getByRole('button', { name: 'Options' }), selected };
}

describe('DropdownMenu before its code has loaded', () => {
  it('renders the closed trigger alone, and a press opens the menu when the code arrives', async () => {
    const { trigger, selected } = await renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    const menu = await screen.findByRole('menu');
    // The open menu hides the rest of the page from assistive technology, so find the trigger by text.
    expect(screen.getByText('Options')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    expect(selected).toHaveBeenCalledTimes(1);
  });

  it('opened from the keyboard, starts on its first item', async () => {
    const { trigger } = await renderMenu();
    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: 'Enter' });
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
  });

  it('gives the focus back to the trigger that replaces the focused one', async () => {
    const { trigger } = await renderMenu();
    act(() => trigger.focus());
    // Focus alone fetches the code; the real trigger (with its id for the menu) takes over.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Options' })).toHaveAttribute('id'));
    expect(screen.getByRole('button', { name: 'Options' })).not.toBe(trigger);
    expect(screen.getByRole('button', { name: 'Options' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
