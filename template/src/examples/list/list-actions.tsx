/** Rows with trailing actions and switches; controls sit beside the text, never inside another button. */
import { useState } from 'react';
import { Bell, Trash2, Wifi } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { List, ListItem, ListItemLeading, ListItemText, ListItemTrailing } from '@/components/ui/list';
import { Switch } from '@/components/ui/switch';

export function ListActions() {
  const { t } = useTranslation('ui-components');
  const [files, setFiles] = useState(['invoice-march.pdf', 'contract.docx']);
  return (
    <List variant="bordered" aria-label={t('list.demo.quickSettings')} className="max-w-sm">
      <ListItem>
        <ListItemLeading>
          <Wifi aria-hidden />
        </ListItemLeading>
        <ListItemText title="Wi-Fi" subtitle={t('list.demo.officeNetwork')} />
        <ListItemTrailing>
          <Switch aria-label="Wi-Fi" defaultChecked />
        </ListItemTrailing>
      </ListItem>
      <ListItem>
        <ListItemLeading>
          <Bell aria-hidden />
        </ListItemLeading>
        <ListItemText title={t('list.demo.notifications')} />
        <ListItemTrailing>
          <Switch aria-label={t('list.demo.notifications')} />
        </ListItemTrailing>
      </ListItem>
      {files.map((file) => (
        <ListItem key={file}>
          <ListItemText title={file} subtitle={t('list.demo.sharedWithYou')} />
          <ListItemTrailing>
            <Button
              size="icon-sm"
              variant="ghost"
              color="error"
              aria-label={t('list.demo.deleteFile', { file })}
              onClick={() => setFiles((list) => list.filter((item) => item !== file))}
            >
              <Trash2 aria-hidden />
            </Button>
          </ListItemTrailing>
        </ListItem>
      ))}
    </List>
  );
}
