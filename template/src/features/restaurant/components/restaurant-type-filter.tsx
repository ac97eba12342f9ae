import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { MenuType } from '../types';

export interface RestaurantTypeFilterProps {
  value: MenuType | null;
  onChange: (type: MenuType | null) => void;
  types: readonly MenuType[];
}

/** Segmented "All / Appetizer / ..." switch: a group of toggle buttons, one pressed at a time. */
export function RestaurantTypeFilter({ value, onChange, types }: RestaurantTypeFilterProps) {
  const { t } = useTranslation('restaurant');
  const options: (MenuType | null)[] = [null, ...types];
  return (
    <div
      role="group"
      aria-label={t('menu.filterLabel')}
      className="flex w-fit max-w-full flex-wrap gap-1 rounded-[calc(var(--radius)*0.8)] border border-border p-1"
    >
      {options.map((option) => {
        const pressed = option === value;
        return (
          <button
            key={option ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            className={cn(
              'cursor-pointer rounded-[calc(var(--radius)*0.6)] px-3 py-1.5 text-sm font-medium transition-colors',
              'focus-visible:ring-3 focus-visible:ring-primary/30 focus-visible:outline-none',
              pressed
                ? 'bg-primary text-primary-foreground'
                : 'text-muted-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            {option ? t(`types.${option}`) : t('menu.all')}
          </button>
        );
      })}
    </div>
  );
}
