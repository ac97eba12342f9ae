import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { FaqCategory } from '../types';
import { FaqHighlight } from './faq-highlight';
import { FaqIcon } from './faq-icon';

export interface FaqListProps {
  categories: FaqCategory[];
  /** The search words, marked in the questions and answers. */
  query: string;
  /** First load: skeleton cards. @default false */
  loading?: boolean;
  /** Failed load: the message and a Retry. */
  error?: string | null;
  onRetry?: () => void;
  onClearSearch?: () => void;
}

/**
 * One card per category, its questions in an accordion. While a search is active every matching
 * answer is open, since the reader is looking for it; otherwise the first question of each
 * category is, to show what the answers look like.
 */
export function FaqList({ categories, query, loading = false, error, onRetry, onClearSearch }: FaqListProps) {
  const { t } = useTranslation('faq');
  if (error) return <ErrorState className="rounded-card bg-card shadow-card" description={error} onRetry={onRetry} />;
  if (loading) return <FaqListSkeleton />;
  if (!categories.length) {
    return (
      <EmptyState
        className="rounded-card bg-card shadow-card"
        icon={<SearchX />}
        title={t('empty.title')}
        description={t('empty.text', { query: query.trim() })}
        action={
          onClearSearch && (
            <Button variant="tonal" onClick={onClearSearch}>
              {t('empty.clear')}
            </Button>
          )
        }
      />
    );
  }
  const searching = query.trim() !== '';
  return (
    <div className="flex flex-col gap-6">
      {categories.map((category) => (
        <Card key={category.id} asChild>
          <section aria-labelledby={`faq-${category.id}`}>
            <div className="flex items-center gap-3 px-6 pt-6">
              <FaqIcon icon={category.icon} />
              {/* dir="auto": the content comes from the server in its own language, whatever the page's direction. */}
              <div dir="auto">
                <h2 id={`faq-${category.id}`} className="text-lg leading-7 font-semibold">
                  {category.title}
                </h2>
                <p className="text-sm text-muted-foreground">{category.subtitle}</p>
              </div>
            </div>
            <CardContent className="pt-2">
              <Accordion
                // A new search re-opens its matches; otherwise the reader's choices stay.
                key={searching ? query : 'browse'}
                type="multiple"
                defaultValue={
                  searching ? category.questions.map((q) => q.id) : category.questions.slice(0, 1).map((q) => q.id)
                }
              >
                {category.questions.map((item) => (
                  <AccordionItem key={item.id} value={item.id}>
                    <AccordionTrigger>
                      <span dir="auto">
                        <FaqHighlight text={item.question} query={query} />
                      </span>
                    </AccordionTrigger>
                    <AccordionContent dir="auto">
                      <FaqHighlight text={item.answer} query={query} />
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </CardContent>
          </section>
        </Card>
      ))}
    </div>
  );
}

function FaqListSkeleton() {
  const { t } = useTranslation('faq');
  return (
    <div className="flex flex-col gap-6" role="status" aria-label={t('loading')}>
      {[0, 1].map((card) => (
        <Card key={card} className="gap-5 p-6">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10" />
            <div className="flex flex-col gap-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-56" />
            </div>
          </div>
          <Skeleton className="h-16 w-full" />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-6 w-4/5" />
          ))}
        </Card>
      ))}
    </div>
  );
}
