/** /pages/faq: the help centre. Search every answer, narrow to a topic, or contact a person. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFaq } from '@/features/faq/api/get-faq';
import { FaqContact } from '@/features/faq/components/faq-contact';
import { FaqList } from '@/features/faq/components/faq-list';
import { FaqSearchBanner } from '@/features/faq/components/faq-search-banner';
import { FaqTopics } from '@/features/faq/components/faq-topics';
import { apiErrorMessage } from '@/lib/api-client';

export default function FaqScreen() {
  const { t } = useTranslation(['faq', 'nav']);
  // Search and topic live in the address, so a filtered view can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const topic = params.get('topic') ?? undefined;
  const debounced = useDebouncedValue(query, 250);
  const faq = useFaq({ q: debounced });

  const update = (key: 'q' | 'topic', value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const categories = faq.data?.categories ?? [];
  const shown = topic ? categories.filter((c) => c.id === topic) : categories;
  const count = shown.reduce((sum, c) => sum + c.questions.length, 0);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('nav:pages') }, { label: t('nav:routes.pages-faq') }]}
      />
      <FaqSearchBanner query={query} onQueryChange={(q) => update('q', q)} searching={faq.isFetching} />
      <p aria-live="polite" className="sr-only">
        {faq.data && debounced.trim() ? t('results', { count }) : ''}
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-24">
          <FaqTopics
            categories={categories}
            selected={topic}
            onSelect={(id) => update('topic', id)}
            loading={faq.isPending}
          />
        </div>
        <FaqList
          categories={shown}
          query={debounced}
          loading={faq.isPending}
          error={faq.isError ? (apiErrorMessage(faq.error) ?? faq.error.message) : null}
          onRetry={() => void faq.refetch()}
          onClearSearch={() => setParams(new URLSearchParams(), { replace: true })}
        />
      </div>
      <FaqContact />
    </div>
  );
}
