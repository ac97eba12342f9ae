/** Row shapes for the highlighted item: rounded, pill or "shaped" (round at the end only). */
import { useTranslation } from 'react-i18next';
import { List, ListItem, ListItemButton, ListItemText } from '@/components/ui/list';

const shapes = ['rounded', 'pill', 'shaped'] as const;
const sections = ['overview', 'activity', 'settings'];

export function ListVariants() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {shapes.map((shape) => (
        <List
          key={shape}
          itemShape={shape}
          aria-label={t(`list.demo.shapes.${shape}.list`)}
          className={shape === 'shaped' ? 'pe-2' : ''}
        >
          {sections.map((section, index) => (
            <ListItem key={section}>
              <ListItemButton active={index === 0}>
                <ListItemText
                  title={t(`list.demo.pages.${section}`)}
                  subtitle={index === 0 ? t(`list.demo.shapes.${shape}.name`) : undefined}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ))}
    </div>
  );
}
