/** Rows with trailing actions and switches; controls sit beside the text, never inside another button. */
import { useState } from 'react';
import { Bell, Trash2, Wifi } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { List, ListItem, ListItemLeading, ListItemText, ListItemTrailing } from '@/components/ui/list';
import { Switch } from '@/components/ui/switch';

export function ListActions() {
  const [files, setFiles] = useState(['invoice-march.pdf', 'contract.docx']);
  return (
    <List variant="bordered" aria-label="Quick settings and files" className="max-w-sm">
      <ListItem>
        <ListItemLeading>
          <Wifi aria-hidden />
        </ListItemLeading>
        <ListItemText title="Wi-Fi" subtitle="Office network" />
        <ListItemTrailing>
          <Switch aria-label="Wi-Fi" defaultChecked />
        </ListItemTrailing>
      </ListItem>
      <ListItem>
        <ListItemLeading>
          <Bell aria-hidden />
        </ListItemLeading>
        <ListItemText title="Notifications" />
        <ListItemTrailing>
          <Switch aria-label="Notifications" />
        </ListItemTrailing>
      </ListItem>
      {files.map((file) => (
        <ListItem key={file}>
          <ListItemText title={file} subtitle="Shared with you" />
          <ListItemTrailing>
            <Button
              size="icon-sm"
              variant="ghost"
              color="error"
              aria-label={`Delete ${file}`}
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
