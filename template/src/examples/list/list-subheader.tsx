/** Two-line rows with avatars, split into runs by subheaders. */
import { Avatar } from '@/components/ui/avatar';
import { List, ListItem, ListItemLeading, ListItemText, ListItemTrailing, ListSubheader } from '@/components/ui/list';

const today = [
  { name: 'Amelia Ross', text: 'Sent you the Q3 report', time: '09:42' },
  { name: 'Noah Silva', text: 'Commented on "Landing page"', time: '08:15' },
];
const earlier = [{ name: 'Lina Sato', text: 'Shared a folder with you', time: 'Mon' }];

export function ListSubheaderExample() {
  const row = (item: (typeof today)[number]) => (
    <ListItem key={item.name}>
      <ListItemLeading>
        <Avatar alt={item.name} size="sm" />
      </ListItemLeading>
      <ListItemText title={item.name} subtitle={item.text} />
      <ListItemTrailing>{item.time}</ListItemTrailing>
    </ListItem>
  );
  return (
    <List aria-label="Activity" className="max-w-sm">
      <ListSubheader>Today</ListSubheader>
      {today.map(row)}
      <ListSubheader>Earlier</ListSubheader>
      {earlier.map(row)}
    </List>
  );
}
