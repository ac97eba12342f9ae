/** Plain rows with an icon and a title, some clickable through a row button. */
import { Inbox, Send, Star, Trash2 } from 'lucide-react';
import { List, ListItem, ListItemButton, ListItemLeading, ListItemText } from '@/components/ui/list';

const folders = [
  { name: 'Inbox', Icon: Inbox },
  { name: 'Starred', Icon: Star },
  { name: 'Sent', Icon: Send },
  { name: 'Trash', Icon: Trash2 },
];

export function ListBasic() {
  return (
    <List aria-label="Mail folders" className="max-w-sm">
      {folders.map(({ name, Icon }) => (
        <ListItem key={name}>
          <ListItemButton>
            <ListItemLeading>
              <Icon aria-hidden />
            </ListItemLeading>
            <ListItemText title={name} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
