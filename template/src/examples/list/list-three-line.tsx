/** Longer subtitles wrap to two lines before an ellipsis (`lines={2}`): three lines per row in all. */
import { Avatar } from '@/components/ui/avatar';
import { List, ListItem, ListItemLeading, ListItemText } from '@/components/ui/list';

const mails = [
  {
    from: 'Julia Chen',
    subject: 'Brunch this weekend?',
    body: 'I will be in your neighbourhood doing errands this weekend. Do you want to grab brunch on Sunday?',
  },
  {
    from: 'Marc Dubois',
    subject: 'Summer BBQ',
    body: 'Wish I could come, but I am out of town this weekend. Have fun and save me a plate.',
  },
];

export function ListThreeLine() {
  return (
    <List variant="bordered" aria-label="Messages" className="max-w-md">
      {mails.map((mail) => (
        <ListItem key={mail.from} className="items-start">
          <ListItemLeading className="pt-0.5">
            <Avatar alt={mail.from} size="sm" color="info" />
          </ListItemLeading>
          <ListItemText
            lines={2}
            title={mail.subject}
            subtitle={
              <>
                <span className="font-medium text-foreground">{mail.from}</span> — {mail.body}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
