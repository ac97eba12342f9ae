import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { List, ListGroup, ListItem, ListItemButton, ListItemText, ListItemTrailing } from './list';

describe('List', () => {
  it('renders rows with a title, a subtitle and a trailing action outside the row button', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onDelete = vi.fn();
    render(
      <List density="compact">
        <ListItem>
          <ListItemButton onClick={onOpen} active>
            <ListItemText title="Inbox" subtitle="3 unread" />
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemText title="Sent" />
          <ListItemTrailing>
            <button type="button" onClick={onDelete}>
              Delete
            </button>
          </ListItemTrailing>
        </ListItem>
      </List>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const row = screen.getByRole('button', { name: 'Inbox 3 unread' });
    expect(row).toHaveAttribute('data-active');
    await user.click(row);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('opens and closes a group, uncontrolled or controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <List>
        <ListGroup title="Settings">
          <ListItem>Profile</ListItem>
        </ListGroup>
      </List>,
    );
    const toggle = screen.getByRole('button', { name: 'Settings' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Profile')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Profile')).toBeVisible();

    rerender(
      <List>
        <ListGroup title="Settings" open={false} onOpenChange={onOpenChange}>
          <ListItem>Profile</ListItem>
        </ListGroup>
      </List>,
    );
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('List density and shape', () => {
  it('passes the density and the row shape down to its rows', () => {
    render(
      <List density="compact" itemShape="pill">
        <ListItem>Plain row</ListItem>
        <ListItem>
          <ListItemButton>Button row</ListItemButton>
        </ListItem>
      </List>,
    );
    expect(screen.getByText('Plain row')).toHaveClass('py-1.5');
    expect(screen.getByRole('button', { name: 'Button row' })).toHaveClass('py-1.5', 'rounded-full');
  });
});
