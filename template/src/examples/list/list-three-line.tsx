/** Longer subtitles wrap to two lines before an ellipsis (`lines={2}`): three lines per row in all. */
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { List, ListItem, ListItemLeading, ListItemText } from '@/components/ui/list';

const mails = [
  { id: 'brunch', from: 'Ines Costa' },
  { id: 'barbecue', from: 'Omar Haddad' },
];

export function ListThreeLine() {
  const { t } = useTranslation('ui-components');
  return (
    <List variant="bordered" aria-label={t('list.demo.mails.label')} className="max-w-md">
      {mails.map((mail) => (
        <ListItem key={mail.id} className="items-start">
          <ListItemLeading className="pt-0.5">
            <Avatar alt={mail.from} size="sm" color="info" />
          </ListItemLeading>
          <ListItemText
            lines={2}
            title={t(`list.demo.mails.${mail.id}.subject`)}
            subtitle={
              <>
                <span className="font-medium text-foreground">{mail.from}</span> —{' '}
                {t(`list.demo.mails.${mail.id}.body`)}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
