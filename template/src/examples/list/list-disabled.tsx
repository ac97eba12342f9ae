/** A disabled row is dimmed and cannot be clicked or focused. */
import { List, ListItem, ListItemButton, ListItemText } from '@/components/ui/list';

export function ListDisabled() {
  return (
    <List aria-label="Plans" className="max-w-sm">
      <ListItem>
        <ListItemButton>
          <ListItemText title="Starter" subtitle="Up to 3 projects" />
        </ListItemButton>
      </ListItem>
      <ListItem disabled>
        <ListItemButton disabled>
          <ListItemText title="Enterprise" subtitle="Contact sales to enable" />
        </ListItemButton>
      </ListItem>
      <ListItem>
        <ListItemButton>
          <ListItemText title="Team" subtitle="Unlimited projects" />
        </ListItemButton>
      </ListItem>
    </List>
  );
}
