import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/cn';
import type { FaqCategory } from '../types';
import { FaqIcon } from './faq-icon';

export interface FaqTopicsProps {
  /** Categories with the questions that match the current search. */
  categories: FaqCategory[];
  /** Selected category id; undefined shows every category. */
  selected?: string;
  onSelect: (id: string | undefined) => void;
  /** First load: placeholder rows of the same size. @default false */
  loading?: boolean;
}

/**
 * The topic picker: a row of toggle buttons on phones, a column beside the answers on wide screens.
 * Each topic shows how many of its questions match the search.
 */
export function FaqTopics({ categories, selected, onSelect, loading = false }: FaqTopicsProps) {
  const { t } = useTranslation('faq');
  if (loading) {
    return (
      <div aria-hidden className="flex gap-2 overflow-hidden lg:flex-col">
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <Skeleton key={row} className="h-12 w-40 shrink-0 rounded-card lg:w-full" />
        ))}
      </div>
    );
  }
  const total = categories.reduce((sum, c) => sum + c.questions.length, 0);
  const topics = [
    { id: undefined, title: t('topics.all'), count: total, icon: null },
    ...categories.map((c) => ({ id: c.id, title: c.title, count: c.questions.length, icon: c.icon })),
  ];
  return (
    <nav aria-label={t('topics.label')} className="min-w-0">
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {topics.map((topic) => {
          const active = topic.id === selected;
          return (
            <li key={topic.id ?? 'all'} className="shrink-0">
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(topic.id)}
                className={cn(
                  'relative flex w-full cursor-pointer items-center gap-3 rounded-card border border-transparent px-3 py-2 text-start text-sm font-medium transition-colors',
                  'hover:bg-primary/8 hover:text-primary-text',
                  active
                    ? 'border-primary/30 bg-primary/12 text-primary-text'
                    : 'bg-card text-foreground lg:bg-transparent',
                )}
              >
                {topic.icon ? (
                  <FaqIcon icon={topic.icon} className="size-8 [&_svg]:size-4" />
                ) : (
                  <span
                    aria-hidden
                    className="grid size-8 place-items-center rounded-[calc(var(--radius)*0.8)] bg-muted text-muted-foreground"
                  >
                    <LayoutGrid className="size-4" />
                  </span>
                )}
                <span dir="auto" className="grow whitespace-nowrap">
                  {topic.title}
                </span>
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground tabular-nums">
                  <span className="sr-only">{t('topics.count', { count: topic.count })}</span>
                  <span aria-hidden>{formatNumber(topic.count)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
