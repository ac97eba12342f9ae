/** A navigation list: each row is a link (asChild), the current page marked with aria-current. */
import { useState } from 'react';
import { BarChart3, FileText, LayoutDashboard, Users } from 'lucide-react';
import { List, ListItem, ListItemButton, ListItemLeading, ListItemText } from '@/components/ui/list';

const pages = [
  { id: 'dashboard', label: 'Dashboard', Icon: LayoutDashboard },
  { id: 'reports', label: 'Reports', Icon: BarChart3 },
  { id: 'customers', label: 'Customers', Icon: Users },
  { id: 'invoices', label: 'Invoices', Icon: FileText },
];

export function ListNav() {
  const [current, setCurrent] = useState('dashboard');
  return (
    <nav aria-label="Example navigation" className="max-w-xs">
      <List itemShape="shaped" className="pe-3">
        {pages.map(({ id, label, Icon }) => (
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
                <ListItemText title={label} />
              </a>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
