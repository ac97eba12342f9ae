import { useTranslation } from 'react-i18next';
import { SearchBanner } from '@/components/ui/search-banner';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/format';
import { searchTypes, type SearchAnswer, type SearchType } from '../types';
import { HelpSearchFilters } from './help-search-filters';
import { helpSearchResultsId } from './help-search-results-panel';

export interface HelpSearchBoxProps {
  query: string;
  onQueryChange: (query: string) => void;
  type: SearchType;
  onTypeChange: (type: SearchType) => void;
  /** Results per tab for the current search; undefined until the server has answered. */
  counts?: SearchAnswer['counts'];
  /** Selected category ids; none means every category. */
  categories: string[];
  onCategoriesChange: (categories: string[]) => void;
}

/** The search field on the search banner's cover, then the result tabs (each with its count) beside the category chips. */
export function HelpSearchBox({
  query,
  onQueryChange,
  type,
  onTypeChange,
  counts,
  categories,
  onCategoriesChange,
}: HelpSearchBoxProps) {
  const { t } = useTranslation('helpCenter');
  return (
    <div className="flex flex-col gap-6">
      <SearchBanner
        cover="search-cover"
        label={t('label')}
        placeholder={t('placeholder')}
        value={query}
        onValueChange={onQueryChange}
        inputId="help-search"
        className="rounded-card px-4 py-10 shadow-card sm:px-10 sm:py-20"
        fieldClassName="max-w-2xl"
      />
      <Tabs value={type} onValueChange={(value) => onTypeChange(value as SearchType)}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <TabsList aria-label={t('tabs.label')}>
            {searchTypes.map((id) => (
              <TabsTrigger key={id} value={id} aria-controls={helpSearchResultsId}>
                {t(`tabs.${id}`)}
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs tabular-nums">
                  {counts ? formatNumber(counts[id]) : '–'}
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
          <HelpSearchFilters selected={categories} onChange={onCategoriesChange} />
        </div>
      </Tabs>
    </div>
  );
}
