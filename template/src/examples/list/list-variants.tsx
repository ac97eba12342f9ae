/** Row shapes for the highlighted item: rounded, pill or "shaped" (round at the end only). */
import { List, ListItem, ListItemButton, ListItemText } from '@/components/ui/list';

const shapes = ['rounded', 'pill', 'shaped'] as const;

export function ListVariants() {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {shapes.map((shape) => (
        <List key={shape} itemShape={shape} aria-label={`${shape} rows`} className={shape === 'shaped' ? 'pe-2' : ''}>
          {['Overview', 'Activity', 'Settings'].map((label, index) => (
            <ListItem key={label}>
              <ListItemButton active={index === 0}>
                <ListItemText title={label} subtitle={index === 0 ? shape : undefined} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ))}
    </div>
  );
}
