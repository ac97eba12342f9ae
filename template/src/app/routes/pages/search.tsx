/** /pages/search: search the store's products and guides, by tab and category, a page at a time. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useHelpCenterSearch } from '@/features/help-center/api/search-help-center';
import { HelpSearchBox } from '@/features/help-center/components/help-search-box';
import { HelpSearchResultsPanel } from '@/features/help-center/components/help-search-results-panel';
import { searchTypes, type SearchType } from '@/features/help-center/types';
import { apiErrorMessage } from '@/lib/api-client';

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

  const cells: PageCell[] = [
    {
      id: 'search',
      span: 'col-span-12',
      card: (
        <HelpSearchBox
          query={q}
          onQueryChange={(next) => update({ q: next })}
          type={type}
          onTypeChange={(next) => update({ type: next })}
          counts={search.data?.counts}
          categories={categories}
          onCategoriesChange={(next) => update({ categories: next })}
        />
      ),
    },
    {
      id: 'results',
      span: 'col-span-12',
      card: (
        <HelpSearchResultsPanel
          answer={search.data}
          loading={search.isPending}
          fetching={search.isFetching}
          error={search.isError ? (apiErrorMessage(search.error) ?? search.error.message) : null}
          onRetry={() => void search.refetch()}
          onPageChange={(next) => update({ page: next })}
        />
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('nav:pages') }, { label: t('nav:routes.pages-search') }]}
      />
      <PageGrid cells={cells} />
    </div>
  );
}
