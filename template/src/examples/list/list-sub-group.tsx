/** Groups open and close nested lists (`aria-expanded`), the way a navigation menu nests pages. */
import { Settings, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { List, ListGroup, ListItem, ListItemButton, ListItemText } from '@/components/ui/list';

export function ListSubGroup() {
  const { t } = useTranslation('ui-components');
  return (
    <List aria-label={t('list.demo.adminSections')} className="max-w-xs">
      <ListGroup title={t('list.demo.ecommerce')} icon={<ShoppingCart aria-hidden />} defaultOpen>
        {['products', 'orders', 'customers'].map((page) => (
          <ListItem key={page}>
            <ListItemButton>
              <ListItemText title={t(`list.demo.pages.${page}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </ListGroup>
      <ListGroup title={t('list.demo.settings')} icon={<Settings aria-hidden />}>
        {['profile', 'security'].map((page) => (
          <ListItem key={page}>
            <ListItemButton>
              <ListItemText title={t(`list.demo.pages.${page}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </ListGroup>
    </List>
  );
}
