/** /pages/search: search the store's products and guides, by tab and category, a page at a time. */
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Input } from '@/components/ui/input';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useHelpCenterSearch } from '@/features/help-center/api/search-help-center';
import { HelpSearchFilters } from '@/features/help-center/components/help-search-filters';
import { HelpSearchPager } from '@/features/help-center/components/help-search-pager';
import { HelpSearchResults } from '@/features/help-center/components/help-search-results';
import { searchPageSize, searchTypes, type SearchType } from '@/features/help-center/types';
import { apiErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';

export default function SearchScreen() {
  const { t } = useTranslation(['helpCenter', 'nav']);
  // Everything lives in the address: a search can be shared, reloaded and walked back.
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const type = (searchTypes as readonly string[]).includes(params.get('type') ?? '')
    ? (params.get('type') as SearchType)
    : 'all';
  const categories = params.getAll('category');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const debounced = useDebouncedValue(q, 250);
  const search = useHelpCenterSearch({ q: debounced, type, categories, page });

  /** Changes some parameters; anything but the page itself starts again at page 1. */
  const update = (changes: { q?: string; type?: string; categories?: string[]; page?: number }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (changes.q !== undefined) next.set('q', changes.q);
        if (changes.type !== undefined) next.set('type', changes.type);
        if (changes.categories) {
          next.delete('category');
          changes.categories.forEach((c) => next.append('category', c));
        }
        if (changes.page && changes.page > 1) next.set('page', String(changes.page));
        else next.delete('page');
        for (const key of ['q', 'type'] as const) if (!next.get(key) || next.get(key) === 'all') next.delete(key);
        return next;
      },
      { replace: changes.q !== undefined },
    );

  const data = search.data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('nav:pages') }, { label: t('nav:routes.pages-search') }]}
      />
      <div role="search" className="relative">
        <label htmlFor="help-search" className="sr-only">
          {t('label')}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="help-search"
          type="search"
          maxLength={100}
          autoComplete="off"
          value={q}
          placeholder={t('placeholder')}
          onChange={(event) => update({ q: event.target.value })}
          className="h-12 bg-card ps-12 text-base shadow-card"
        />
      </div>
      <Tabs value={type} onValueChange={(value) => update({ type: value })}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <TabsList aria-label={t('tabs.label')}>
            {searchTypes.map((id) => (
              <TabsTrigger key={id} value={id} aria-controls="help-search-results">
                {t(`tabs.${id}`)}
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs tabular-nums">
                  {data ? formatNumber(data.counts[id]) : '–'}
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
          <HelpSearchFilters selected={categories} onChange={(next) => update({ categories: next })} />
        </div>
      </Tabs>
      <section
        id="help-search-results"
        aria-label={t('results')}
        aria-busy={search.isFetching}
        className="flex flex-col gap-6"
      >
        <HelpSearchResults
          items={data?.items ?? []}
          loading={search.isPending}
          error={search.isError ? (apiErrorMessage(search.error) ?? search.error.message) : null}
          onRetry={() => void search.refetch()}
        />
        {data && data.total > 0 && (
          <HelpSearchPager
            page={data.page}
            perPage={searchPageSize}
            total={data.total}
            onPageChange={(next) => update({ page: next })}
          />
        )}
      </section>
    </div>
  );
}
