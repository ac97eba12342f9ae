/** Density sets the row padding: compact for data-heavy panels, comfortable for touch. */
import { useTranslation } from 'react-i18next';
import { List, ListItem, ListItemText } from '@/components/ui/list';

const densities = ['compact', 'default', 'comfortable'] as const;
const fruits = ['apples', 'pears', 'plums'];

export function ListDensity() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {densities.map((density) => (
        <List
          key={density}
          density={density}
          variant="bordered"
          aria-label={t(`list.demo.density.${density}.list`)}
          className="rounded-[var(--radius)] border border-border"
        >
          {fruits.map((fruit) => (
            <ListItem key={fruit}>
              <ListItemText title={t(`list.demo.fruits.${fruit}`)} subtitle={t(`list.demo.density.${density}.name`)} />
            </ListItem>
          ))}
        </List>
      ))}
    </div>
  );
}
