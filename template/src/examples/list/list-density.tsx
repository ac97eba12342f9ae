/** Density sets the row padding: compact for data-heavy panels, comfortable for touch. */
import { List, ListItem, ListItemText } from '@/components/ui/list';

const densities = ['compact', 'default', 'comfortable'] as const;

export function ListDensity() {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {densities.map((density) => (
        <List
          key={density}
          density={density}
          variant="bordered"
          aria-label={`${density} list`}
          className="rounded-[var(--radius)] border border-border"
        >
          {['Apples', 'Pears', 'Plums'].map((fruit) => (
            <ListItem key={fruit}>
              <ListItemText title={fruit} subtitle={density} />
            </ListItem>
          ))}
        </List>
      ))}
    </div>
  );
}
