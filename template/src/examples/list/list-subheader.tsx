/** Two-line rows with avatars, split into runs by subheaders. */
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { List, ListItem, ListItemLeading, ListItemText, ListItemTrailing, ListSubheader } from '@/components/ui/list';
import { formatDate } from '@/lib/format';

interface Activity {
  name: string;
  text: string;
  time: string;
}

export function ListSubheaderExample() {
  const { t } = useTranslation('ui-components');
  const today: Activity[] = [
    { name: 'Nora Kim', text: t('list.demo.activity.report'), time: '09:42' },
    { name: 'Sam Patel', text: t('list.demo.activity.comment'), time: '08:15' },
  ];
  const earlier: Activity[] = [
    {
      name: 'Lea Fischer',
      text: t('list.demo.activity.folder'),
      time: formatDate('2026-11-23T00:00', { weekday: 'short' }),
    },
  ];
  const row = (item: Activity) => (
    <ListItem key={item.name}>
      <ListItemLeading>
        <Avatar alt={item.name} size="sm" />
      </ListItemLeading>
      <ListItemText title={item.name} subtitle={item.text} />
      <ListItemTrailing>{item.time}</ListItemTrailing>
    </ListItem>
  );
  return (
    <List aria-label={t('list.demo.activity.label')} className="max-w-sm">
      <ListSubheader>{t('list.demo.activity.today')}</ListSubheader>
      {today.map(row)}
      <ListSubheader>{t('list.demo.activity.earlier')}</ListSubheader>
      {earlier.map(row)}
    </List>
  );
}
