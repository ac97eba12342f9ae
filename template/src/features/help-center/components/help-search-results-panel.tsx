import { useTranslation } from 'react-i18next';
import { searchPageSize, type SearchAnswer } from '../types';
import { HelpSearchPager } from './help-search-pager';
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

/** The "Search results" region: the current page of results, then the pager once there are any. */
export function HelpSearchResultsPanel({
  answer,
  loading = false,
  fetching = false,
  error,
  onRetry,
  onPageChange,
}: HelpSearchResultsPanelProps) {
  const { t } = useTranslation('helpCenter');
  return (
    <section id={helpSearchResultsId} aria-label={t('results')} aria-busy={fetching} className="flex flex-col gap-6">
      <HelpSearchResults items={answer?.items ?? []} loading={loading} error={error} onRetry={onRetry} />
      {answer && answer.total > 0 && (
        <HelpSearchPager page={answer.page} perPage={searchPageSize} total={answer.total} onPageChange={onPageChange} />
      )}
    </section>
  );
}
