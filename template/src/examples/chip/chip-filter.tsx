/** Filter chips toggle a filter on and off (`aria-pressed`); a check marks the active ones. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterChip } from '@/components/ui/chip';

const filters = ['inStock', 'freeShipping', 'onSale', 'newArrivals'];

export function ChipFilter() {
  const { t } = useTranslation('ui-components');
  const [active, setActive] = useState<string[]>(['inStock']);
  const toggle = (filter: string, on: boolean) =>
    setActive((list) => (on ? [...list, filter] : list.filter((item) => item !== filter)));
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t('chips.demo.productFilters')} className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <FilterChip key={filter} selected={active.includes(filter)} onSelectedChange={(on) => toggle(filter, on)}>
            {t(`chips.demo.filters.${filter}`)}
          </FilterChip>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        {active.length
          ? t('chips.demo.active', { filters: active.map((filter) => t(`chips.demo.filters.${filter}`)).join(', ') })
          : t('chips.demo.noneActive')}
      </p>
    </div>
  );
}
