import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { helpCategories } from '../types';

export interface HelpSearchFiltersProps {
  selected: string[];
  onChange: (categories: string[]) => void;
}

/** Category chips: each one a toggle button; none selected means every category. */
export function HelpSearchFilters({ selected, onChange }: HelpSearchFiltersProps) {
  const { t } = useTranslation('helpCenter');
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((c) => c !== id) : [...selected, id]);
  return (
    <div role="group" aria-label={t('filters.label')} className="flex flex-wrap items-center gap-2">
      {helpCategories.map((id) => {
        const on = selected.includes(id);
        return (
          <button
            key={id}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(id)}
            className={cn(
              'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-[0.8125rem] font-medium transition-colors',
              on
                ? 'border-primary-graphic bg-primary/12 text-primary-text'
                : 'border-border text-muted-foreground hover:text-foreground',
            )}
          >
            {on && <Check className="size-3.5" aria-hidden />}
            {t(`categories.${id}`)}
          </button>
        );
      })}
      {selected.length > 0 && (
        <button
          type="button"
          onClick={() => onChange([])}
          className="cursor-pointer px-2 text-[0.8125rem] font-medium text-primary-text hover:underline"
        >
          {t('filters.clear')}
        </button>
      )}
    </div>
  );
}
