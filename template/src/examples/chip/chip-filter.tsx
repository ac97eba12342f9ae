/** Filter chips toggle a filter on and off (`aria-pressed`); a check marks the active ones. */
import { useState } from 'react';
import { FilterChip } from '@/components/ui/chip';

const filters = ['In stock', 'Free shipping', 'On sale', 'New arrivals'];

export function ChipFilter() {
  const [active, setActive] = useState<string[]>(['In stock']);
  const toggle = (filter: string, on: boolean) =>
    setActive((list) => (on ? [...list, filter] : list.filter((item) => item !== filter)));
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Product filters" className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <FilterChip key={filter} selected={active.includes(filter)} onSelectedChange={(on) => toggle(filter, on)}>
            {filter}
          </FilterChip>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">Active: {active.length ? active.join(', ') : 'none'}</p>
    </div>
  );
}
