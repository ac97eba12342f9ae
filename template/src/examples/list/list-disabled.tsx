/** A disabled row is dimmed and cannot be clicked or focused. */
import { useTranslation } from 'react-i18next';
import { List, ListItem, ListItemButton, ListItemText } from '@/components/ui/list';

export function ListDisabled() {
  const { t } = useTranslation('ui-components');
  return (
    <List aria-label={t('list.demo.plans.label')} className="max-w-sm">
      <ListItem>
        <ListItemButton>
          <ListItemText title={t('list.demo.plans.starter.name')} subtitle={t('list.demo.plans.starter.text')} />
        </ListItemButton>
      </ListItem>
      <ListItem disabled>
        <ListItemButton disabled>
          <ListItemText title={t('list.demo.plans.enterprise.name')} subtitle={t('list.demo.plans.enterprise.text')} />
        </ListItemButton>
      </ListItem>
      <ListItem>
        <ListItemButton>
          <ListItemText title={t('list.demo.plans.team.name')} subtitle={t('list.demo.plans.team.text')} />
        </ListItemButton>
      </ListItem>
    </List>
  );
}
