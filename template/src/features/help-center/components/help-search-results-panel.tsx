import { useTranslation } from 'react-i18next';
import { PaginationFooter } from '@/components/data-table/data-table-pagination';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { searchPageSize, type SearchAnswer } from '../types';
import { HelpSearchResults } from './help-search-results';

/** Id of the results region, which the result tabs control. */
export const helpSearchResultsId = 'help-search-results';

export interface HelpSearchResultsPanelProps {
  /** The server's answer for the current search; undefined until the first one arrives. */
  answer?: SearchAnswer;
  /** First load: skeleton cards. @default false */
  loading?: boolean;
  /** A search is on its way to the server (the region is busy). @default false */
  fetching?: boolean;
  /** Failed search: the message and a Retry. */
  error?: string | null;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
}

/** The "Search results" region: the current page of results, then the lists' footer once there are any (pages are 1-based here, as the server counts them). */
export function HelpSearchResultsPanel({
  answer,
  loading = false,
  fetching = false,
  error,
  onRetry,
  onPageChange,
}: HelpSearchResultsPanelProps) {
  const { t } = useTranslation('helpCenter');
  const labels = useDataTableLabels({ pagination: t('pager.label') });
  return (
    <section
      id={helpSearchResultsId}
      aria-labelledby={`${helpSearchResultsId}-title`}
      aria-busy={fetching}
      className="flex flex-col gap-6"
    >
      {/* Heads the result cards' titles (h3) for those who move by headings. */}
      <h2 id={`${helpSearchResultsId}-title`} className="sr-only">
        {t('results')}
      </h2>
      <HelpSearchResults items={answer?.items ?? []} loading={loading} error={error} onRetry={onRetry} />
      {answer && answer.total > 0 && (
        <PaginationFooter
          page={answer.page - 1}
          pageSize={searchPageSize}
          total={answer.total}
          onPageChange={(page) => onPageChange(page + 1)}
          labels={labels}
        />
      )}
    </section>
  );
}
