/** /pages/faq: the help centre. Search every answer, narrow to a topic, or contact a person. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFirstDataInBackground } from '@/hooks/use-first-data-in-background';
import { useFaq } from '@/features/faq/api/get-faq';
import { FaqBrowser } from '@/features/faq/components/faq-browser';
import { FaqContact } from '@/features/faq/components/faq-contact';
import { FaqSearchBanner } from '@/features/faq/components/faq-search-banner';
import { apiErrorMessage } from '@/lib/api-client';

export default function FaqScreen() {
  const { t } = useTranslation(['faq', 'nav']);
  // Search and topic live in the address, so a filtered view can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const topic = params.get('topic') ?? undefined;
  const debounced = useDebouncedValue(query, 250);
  const faq = useFaq({ q: debounced });
  // The first answers (every topic's questions) are drawn in a background render, not in one long task.
  const answers = useFirstDataInBackground(faq.data);

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

  const cells: PageCell[] = [
    {
      id: 'search',
      span: 'col-span-12',
      card: <FaqSearchBanner query={query} onQueryChange={(q) => update('q', q)} searching={faq.isFetching} />,
    },
    {
      id: 'answers',
      span: 'col-span-12',
      card: (
        <FaqBrowser
          categories={answers?.categories}
          query={debounced}
          topic={topic}
          onTopicChange={(id) => update('topic', id)}
          loading={!answers && !faq.isError}
          error={faq.isError ? (apiErrorMessage(faq.error) ?? faq.error.message) : null}
          onRetry={() => void faq.refetch()}
          onClearSearch={() => setParams(new URLSearchParams(), { replace: true })}
        />
      ),
    },
    { id: 'contact', span: 'col-span-12', card: <FaqContact /> },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('nav:pages') }, { label: t('nav:routes.pages-faq') }]}
      />
      <PageGrid cells={cells} />
    </div>
  );
}
