/** A navigation list: each row is a link (asChild), the current page marked with aria-current. */
import { useState } from 'react';
import { BarChart3, FileText, LayoutDashboard, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { List, ListItem, ListItemButton, ListItemLeading, ListItemText } from '@/components/ui/list';

const pages = [
  { id: 'dashboard', Icon: LayoutDashboard },
  { id: 'reports', Icon: BarChart3 },
  { id: 'customers', Icon: Users },
  { id: 'invoices', Icon: FileText },
];

export function ListNav() {
  const { t } = useTranslation('ui-components');
  const [current, setCurrent] = useState('dashboard');
  return (
    <nav aria-label={t('list.demo.exampleNav')} className="max-w-xs">
      <List itemShape="shaped" className="pe-3">
        {pages.map(({ id, Icon }) => (
          <ListItem key={id}>
            <ListItemButton asChild active={current === id}>
              <a
                href={`#${id}`}
                aria-current={current === id ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setCurrent(id);
                }}
              >
                <ListItemLeading className="text-current">
                  <Icon aria-hidden />
                </ListItemLeading>
                <ListItemText title={t(`list.demo.pages.${id}`)} />
              </a>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
