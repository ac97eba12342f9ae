import { useTranslation } from 'react-i18next';
import type { FaqCategory } from '../types';
import { FaqList, type FaqListProps } from './faq-list';
import { FaqTopics } from './faq-topics';

export interface FaqBrowserProps extends Omit<FaqListProps, 'categories'> {
  /** Every category that matches the search; undefined until the server has answered. */
  categories?: FaqCategory[];
  /** Selected topic id; undefined shows every category. */
  topic?: string;
  onTopicChange: (id: string | undefined) => void;
}

/**
 * The answers and their topics: a 16rem topic column that stays in view beside the answers on wide
 * screens, a row of topics above them on phones. Once a search has answered, screen readers hear how
 * many questions match.
 */
export function FaqBrowser({ categories, topic, onTopicChange, query, loading = false, ...list }: FaqBrowserProps) {
  const { t } = useTranslation('faq');
  const all = categories ?? [];
  const shown = topic ? all.filter((c) => c.id === topic) : all;
  const count = shown.reduce((sum, c) => sum + c.questions.length, 0);
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {categories && query.trim() ? t('results', { count }) : ''}
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-24">
          <FaqTopics categories={all} selected={topic} onSelect={onTopicChange} loading={loading} />
        </div>
        <FaqList categories={shown} query={query} loading={loading} {...list} />
      </div>
    </>
  );
}
