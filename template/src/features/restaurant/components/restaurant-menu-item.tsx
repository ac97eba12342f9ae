import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { formatMoney, formatPercent } from '@/lib/format';
import type { MenuItem } from '../types';
import { RestaurantMenuArt } from './restaurant-menu-art';

export interface RestaurantMenuItemProps {
  item: MenuItem;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
  /** Load its picture at once: the first card on the page. @default false */
  priority?: boolean;
}

/** One dish: picture, name, type, description, price with its tax, and edit/delete. */
export function RestaurantMenuItem({ item, onEdit, onDelete, priority }: RestaurantMenuItemProps) {
  const { t } = useTranslation('restaurant');
  return (
    <Card asChild className="w-full overflow-hidden">
      <article aria-labelledby={`menu-item-${item.id}`}>
        <RestaurantMenuArt type={item.type} img={item.img} priority={priority} />
        <div className="flex flex-1 flex-col gap-2 p-5">
          <div className="flex items-start justify-between gap-2">
            <h3 id={`menu-item-${item.id}`} className="font-semibold">
              {item.name}
            </h3>
            <Chip color="info" className="shrink-0">
              {t(`types.${item.type}`)}
            </Chip>
          </div>
          <p className="flex-1 text-sm text-muted-foreground">{item.desc}</p>
          <p className="text-sm">
            <span className="text-lg font-semibold">{formatMoney(item.price)}</span>{' '}
            <span className="text-muted-foreground">{t('menu.plusTax', { tax: formatPercent(item.tax) })}</span>
          </p>
          <div className="flex gap-2 pt-1">
            <Button
              variant="tonal"
              size="sm"
              onClick={() => onEdit(item)}
              aria-label={t('menu.editItem', { name: item.name })}
            >
              <Pencil aria-hidden />
              {t('menu.edit')}
            </Button>
            <Button
              variant="tonal"
              color="error"
              size="sm"
              onClick={() => onDelete(item)}
              aria-label={t('menu.deleteItem', { name: item.name })}
            >
              <Trash2 aria-hidden />
              {t('menu.delete')}
            </Button>
          </div>
        </div>
      </article>
    </Card>
  );
}
