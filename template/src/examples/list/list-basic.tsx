/** Plain rows with an icon and a title, some clickable through a row button. */
import { Inbox, Send, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { List, ListItem, ListItemButton, ListItemLeading, ListItemText } from '@/components/ui/list';

const folders = [
  { id: 'inbox', Icon: Inbox },
  { id: 'starred', Icon: Star },
  { id: 'sent', Icon: Send },
  { id: 'trash', Icon: Trash2 },
];

export function ListBasic() {
  const { t } = useTranslation('ui-components');
  return (
    <List aria-label={t('list.demo.mailFolders')} className="max-w-sm">
      {folders.map(({ id, Icon }) => (
        <ListItem key={id}>
          <ListItemButton>
            <ListItemLeading>
              <Icon aria-hidden />
            </ListItemLeading>
            <ListItemText title={t(`list.demo.folders.${id}`)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
