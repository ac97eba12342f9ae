/** Groups open and close nested lists (`aria-expanded`), the way a navigation menu nests pages. */
import { Settings, ShoppingCart } from 'lucide-react';
import { List, ListGroup, ListItem, ListItemButton, ListItemText } from '@/components/ui/list';

export function ListSubGroup() {
  return (
    <List aria-label="Admin sections" className="max-w-xs">
      <ListGroup title="eCommerce" icon={<ShoppingCart aria-hidden />} defaultOpen>
        {['Products', 'Orders', 'Customers'].map((page) => (
          <ListItem key={page}>
            <ListItemButton>
              <ListItemText title={page} />
            </ListItemButton>
          </ListItem>
        ))}
      </ListGroup>
      <ListGroup title="Settings" icon={<Settings aria-hidden />}>
        {['Profile', 'Security'].map((page) => (
          <ListItem key={page}>
            <ListItemButton>
              <ListItemText title={page} />
            </ListItemButton>
          </ListItem>
        ))}
      </ListGroup>
    </List>
  );
}
